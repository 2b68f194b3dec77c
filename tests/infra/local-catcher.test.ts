import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_BANNER, BUNDLE_DEFINE, BUNDLE_EXTERNALS } from '@infra/constructs/goniec-function';
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
        external: BUNDLE_EXTERNALS,
        define: BUNDLE_DEFINE,
        banner: { js: BUNDLE_BANNER },
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.some((p) => p.startsWith('functions/'))).toBe(true);
      expect(inputs.filter((p) => p.startsWith('infra/local/'))).toEqual([]);
      const code = result.outputFiles.map((f) => f.text).join('\n');
      for (const marker of ['/dev/outbox', 'moto-api', '_aws/ses']) expect(code.includes(marker), marker).toBe(false);
      // And the bundle loads in Node as Lambda loads it: a CommonJS dependency that reads __dirname or
      // a native addon as it loads (ssh2 does both) fails here, not at its first cold start.
      const dir = path.join(REPO_ROOT, '.local', 'test-bundles');
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${entry.replace(/[^a-z0-9]+/gi, '-')}.mjs`);
      writeFileSync(file, code);
      const loaded = spawnSync(process.execPath, ['--input-type=module', '-e', `await import(${JSON.stringify(file)})`], {
        cwd: REPO_ROOT,
        env: { PATH: process.env.PATH, AWS_REGION: 'eu-central-1' },
        encoding: 'utf8',
      });
      expect(loaded.stderr.split('\n').slice(0, 8).join('\n'), 'loading the bundle').toBe('');
      expect(loaded.status).toBe(0);
    },
    60_000,
  );

  it('no deployed function is told to serve developer tools', () => {
    const functions = templates.flatMap((t) => Object.values(t.findResources('AWS::Lambda::Function') as Record<string, Resource>));
    expect(functions.length).toBeGreaterThan(5);
    for (const fn of functions) expect(Object.keys(fn.Properties.Environment?.Variables ?? {})).not.toContain('GONIEC_DEV_TOOLS');
  });
});
