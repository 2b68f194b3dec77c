import type { Mailing } from '@shared/schemas/mailing';

/**
 * CONTRACT placeholder (the cyclic helper): pause, resume and mass pause of the selected active cyclic
 * or automatic mailings, as buttons for the list's header (the lifecycle helper places it).
 */
export function RecurringActions(_props: { selected: readonly Mailing[]; onDone(): void }) {
  return null;
}
