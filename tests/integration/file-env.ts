import { afterAll } from 'vitest';

/**
 * Sets environment variables for one test file (at once, before its tests and what they import
 * make anything of them) and puts them back after its last test: the integration tier runs files
 * one after another in a worker's process without isolation, so what one file sets must not reach
 * the next. `undefined` removes a variable.
 */
export function fileEnv(vars: Record<string, string | undefined>): void {
  const before = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(vars);
  afterAll(() => apply(before));
}
