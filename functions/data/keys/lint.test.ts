import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The lint rules that keep keys in the registry and condition failures in dynamo.ts (eslint.config.js); loading the config takes a while. */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../..', import.meta.url)) });

async function restrictions(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const HAND_BUILT = 'export const keyOf = (accountId: string, id: string) => ({ pk: `ACC#${accountId}`, sk: `TEAM#${id}` });\n';
const LITERAL = "export const prefix = 'ACC#';\n";
const CAUGHT = [
  "import { isConditionFailure } from '@functions/platform/dynamo';",
  'export async function save(run: () => Promise<void>): Promise<boolean> {',
  '  try {',
  '    await run();',
  '    return true;',
  '  } catch (error) {',
  '    if (isConditionFailure(error)) return false;',
  '    throw error;',
  '  }',
  '}',
  '',
].join('\n');

describe('the lint rules of the key registry', () => {
  it('refuse an account key written by hand anywhere but the registry', async () => {
    for (const file of ['functions/teams/repository.ts', 'functions/admin/service.ts', 'scripts/tool.mjs', 'infra/local/seed.ts']) {
      expect(await restrictions(HAND_BUILT, file), file).toEqual([expect.stringContaining('key registry')]);
      expect(await restrictions(LITERAL, file), file).toEqual([expect.stringContaining('key registry')]);
    }
    expect(await restrictions(HAND_BUILT, 'functions/data/keys/teams.ts')).toEqual([]);
  }, 60_000);

  it('refuse a hand-written catch of a failed condition anywhere but dynamo.ts', async () => {
    expect(await restrictions(CAUGHT, 'functions/teams/repository.ts')).toEqual([expect.stringContaining('writeIfCondition')]);
    const promiseCatch =
      "import { isConditionFailure } from '@functions/platform/dynamo';\nexport const f = (p: Promise<void>) => p.catch((e: unknown) => { if (!isConditionFailure(e)) throw e; });\n";
    expect(await restrictions(promiseCatch, 'functions/segments/repository.ts')).toEqual([expect.stringContaining('writeIfCondition')]);
    expect(await restrictions(CAUGHT, 'functions/platform/dynamo.ts')).toEqual([]);
  }, 60_000);
});
