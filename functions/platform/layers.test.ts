import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Lambda code never imports the CDK layer (eslint.config.js, INFRA_IMPORTS): a bundle would pull in
 * aws-cdk-lib. The lint rule covers static imports; the scan below also catches a dynamic one.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function importErrors(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** `from '…infra…'`, `import('…infra…')` or `require('…infra…')` naming the infra folder or its alias. */
const INFRA_SPECIFIER = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](?:@infra\/|(?:\.\.?\/)+infra(?:\/|['"]))/;

describe('the layers: functions/ and shared/ never import infra/', () => {
  it('the lint rule refuses an import of infra/ from functions/ and shared/, handlers included, and lets infra/ import functions/platform', async () => {
    const aliased = "import { QUEUES } from '@infra/resources';\nexport const q = QUEUES;\n";
    const relativePath = "import { ENV } from '../../infra/resources';\nexport const e = ENV;\n";
    for (const file of [
      'functions/platform/config.ts',
      'functions/api/handler.ts',
      'functions/workers/send-queue.ts',
      'shared/constants.ts',
    ]) {
      expect(await importErrors(aliased, file), file).toEqual([expect.stringContaining('never import infra/')]);
      expect(await importErrors(relativePath, file), file).toEqual([expect.stringContaining('never import infra/')]);
    }
    // Handlers keep their own restriction beside it (the rule takes one list per file).
    expect(
      await importErrors("import { S3Client } from '@aws-sdk/client-s3';\nexport const c = S3Client;\n", 'functions/api/handler.ts'),
    ).toEqual([expect.stringContaining('Handlers do not call AWS')]);
    expect(
      await importErrors(
        "import { QUEUES } from '@functions/platform/resources';\nexport const q = QUEUES;\n",
        'infra/stacks/messaging-stack.ts',
      ),
    ).toEqual([]);
  }, 60_000);

  it('no file under functions/ or shared/ imports infra/, statically or dynamically', () => {
    expect(INFRA_SPECIFIER.test("const { QUEUES } = await import('@infra/resources');")).toBe(true);
    expect(INFRA_SPECIFIER.test("import { ENV } from '../../infra/resources';")).toBe(true);
    expect(INFRA_SPECIFIER.test("import { ENV } from '@functions/platform/resources';")).toBe(false);
    const offenders = [...sources('functions'), ...sources('shared')].filter(
      (file) => !file.endsWith('layers.test.ts') && INFRA_SPECIFIER.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
