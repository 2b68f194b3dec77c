import { vi } from 'vitest';

/**
 * For unit tests of what a function writes (the logger's JSON, EMF metrics lines): from the call
 * on, each test's stdout lines are kept in `lines` instead of printed (restored by vi.restoreAllMocks).
 */
/** One EMF line: the metrics' directive and the values and dimensions beside it. */
export type EmfLine = {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit?: string }[] }[] };
} & Record<string, unknown>;

export function captureStdout(): { lines: string[]; emf: () => EmfLine[] } {
  const lines: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  }) as typeof process.stdout.write);
  return { lines, emf: () => lines.filter((l) => l.includes('"_aws"')).map((l) => JSON.parse(l) as EmfLine) };
}
