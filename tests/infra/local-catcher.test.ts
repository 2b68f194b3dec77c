import { build } from 'esbuild';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoPath, REPO_ROOT } from '@infra/paths';
import { EDGE_ENTRIES, ENTRIES, QUEUES } from '@infra/resources';
import { buildTestApp, fakeWebDist, PROD_CONTEXT } from './helpers';

/**
 * The local mail and text catcher (/api/dev/outbox, /api/dev/sms) shows every account's mail,
 * recovery links included: it must exist in the local runtime only. Proven two ways: no deployed
 * function's code contains anything of the local runtime (infra/local/), and no deployed function
 * is told to expose developer tools.
 */
const ENTRY_FILES = [...Object.values(ENTRIES), ...Object.values(EDGE_ENTRIES), ...QUEUES.map((q) => q.entry)];

type Resource = { Type: string; Properties: Record<string, any> };
let templates: Template[];

beforeAll(() => {
  templates = Object.values(buildTestApp({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }).stacks).map((stack) => Template.fromStack(stack));
});

describe('the local mail catcher is not in any deployed function', () => {
  it.each(ENTRY_FILES)(
    '%s bundles nothing of the local runtime',
    async (entry) => {
      // The same bundling as GoniecFunction's NodejsFunction (ESM for Node 22), in memory.
      const result = await build({
        entryPoints: [repoPath(entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node22',
        write: false,
        metafile: true,
        absWorkingDir: REPO_ROOT,
        tsconfig: repoPath('tsconfig.json'),
        logLevel: 'silent',
        external: ['@aws-sdk/*'],
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((p) => p.startsWith('functions/'))).toBe(true);
      expect(inputs.filter((p) => p.startsWith('infra/local/'))).toEqual([]);
      const code = result.outputFiles.map((f) => f.text).join('\n');
      for (const marker of ['/dev/outbox', 'moto-api', '_aws/ses']) expect(code.includes(marker), marker).toBe(false);
    },
    60_000,
  );

  it('no deployed function is told to serve developer tools', () => {
    const functions = templates.flatMap((t) => Object.values(t.findResources('AWS::Lambda::Function') as Record<string, Resource>));
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) expect(Object.keys(fn.Properties.Environment?.Variables ?? {})).not.toContain('GONIEC_DEV_TOOLS');
  });
});
