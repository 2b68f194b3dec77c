import type { FieldError } from '@shared/errors';

/** The first field error at `path` or under it (`window.days`). */
export const errorAt = (errors: readonly FieldError[], path: string) =>
  errors.find((e) => e.path === path || e.path.startsWith(`${path}.`));
