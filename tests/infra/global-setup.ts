import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Synth output and fake web builds go to one folder per run (TMPDIR is inherited by the test
 * workers and read by CDK), removed when the run ends.
 */
export default function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'goniec-infra-'));
  process.env.TMPDIR = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
