import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoPath } from '@infra/paths';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT, SMTP_CONTEXT } from './helpers';

/** Installed into the project's virtualenv by `node scripts/ensure-venv.mjs`. */
const CFN_LINT = repoPath('.local', 'venv', 'bin', 'cfn-lint');

/**
 * W3005 ("DependsOn already enforced by GetAtt"): aws-cdk-lib's lambda.Function always adds a DependsOn
 * on its role next to the GetAtt Role, including the CDK bucket deployment handler we do not own.
 * The redundancy is harmless and cannot be removed without overriding library internals.
 */
const IGNORED_CHECKS = ['W3005'];

const outdirs: string[] = [];
afterAll(() => outdirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

// Prod carries the SMTP relay's context, so its optional stack is linted too (8 templates, dev 7).
describe.each([
  ['prod', () => ({ ...PROD_CONTEXT, ...SMTP_CONTEXT, webDistDir: fakeWebDist() }), 8],
  ['dev', () => DEV_CONTEXT, 7],
])('cfn-lint: %s', (_name, context, templateCount) => {
  let templates: string[] = [];

  beforeAll(() => {
    const outdir = mkdtempSync(join(tmpdir(), 'goniec-cdk-out-'));
    outdirs.push(outdir);
    buildTestApp(context(), outdir).app.synth();
    templates = readdirSync(outdir)
      .filter((file) => file.endsWith('.template.json'))
      .map((file) => join(outdir, file));
  });

  it('lints every template clean', () => {
    expect(existsSync(CFN_LINT), `${CFN_LINT} missing: run node scripts/ensure-venv.mjs`).toBe(true);
    expect(templates).toHaveLength(templateCount);
    const result = spawnSync(CFN_LINT, ['--ignore-checks', ...IGNORED_CHECKS, '--', ...templates], { encoding: 'utf8' });
    expect(result.error).toBeUndefined();
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('');
    expect(result.status).toBe(0);
  });
});
