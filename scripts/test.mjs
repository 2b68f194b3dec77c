// `npm test`: every tier — types, lint, unit, integration (moto), infrastructure (CDK assertions,
// cdk-nag, cfn-lint), end-to-end (Debian Chromium). Runs them all, then exits non-zero if any failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ensure-venv.mjs';
import { setup } from './setup.mjs';
import { buildWeb } from './web-build.mjs';
import { ensureChromium } from './chromium.mjs';

setup();
const results = path.join(ROOT, '.local', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv.slice(2);
const env = { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', CDK_DISABLE_VERSION_CHECK: '1' };

function run(cmd, args) {
  return spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env }).status === 0;
}

/** Runs a command with its output held back, so commands side by side print one after another. */
function runQuietly(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

function vitest(project) {
  const out = path.join(results, `${project}.json`);
  const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  let counts = { passed: 0, failed: ok ? 0 : 1 };
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    counts = { passed: report.numPassedTests, failed: report.numFailedTests + (ok || report.numFailedTests ? 0 : 1) };
    return { ok, ...counts, failures: failuresOf(report) };
  }
  return { ok, ...counts };
}

// CI keeps only the tail of the log, so the summary names what failed and why (first lines of each message).
function failuresOf(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const test of failedTests) failures.push({ where, title: test.fullName, message: (test.failureMessages ?? []).join('\n') });
    if (file.status === 'failed' && !failedTests.length) failures.push({ where, title: '(file)', message: file.message ?? '' });
  }
  return failures;
}

// The type check and the linters each keep one core busy: on two cores they run side by side, each
// tier's seconds its own (from the start of both).
const wanted = (name) => !only.length || only.includes(name);
const timed = async (work) => {
  const started = Date.now();
  const ok = await work();
  return { ok, seconds: Math.round((Date.now() - started) / 1000) };
};
let checks;
const startChecks = () =>
  (checks ??= {
    types: wanted('types') ? timed(() => runQuietly('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit'])) : undefined,
    // ESLint for rules, Prettier for formatting (`npm run format` fixes what it reports).
    lint: wanted('lint')
      ? timed(async () => {
          const rules = await runQuietly('npx', ['eslint', '.', '--max-warnings=0']);
          return (await runQuietly('npx', ['prettier', '--check', '--log-level', 'warn', '.'])) && rules;
        })
      : undefined,
  });

const tiers = [
  ['types', () => startChecks().types],
  ['lint', () => startChecks().lint],
  ['unit', () => vitest('unit')],
  ['integration', () => vitest('integration')],
  ['infra', () => vitest('infra')],
  [
    'e2e',
    () => {
      if (!ensureChromium()) return { ok: false, passed: 0, failed: 1 };
      buildWeb({ devTools: true });
      return vitest('e2e');
    },
  ],
];

const summary = [];
for (const [name, tier] of tiers) {
  if (only.length && !only.includes(name)) continue;
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  let result;
  try {
    result = await tier();
  } catch (error) {
    console.error(error);
    result = { ok: false };
  }
  summary.push({ name, seconds: Math.round((Date.now() - started) / 1000), ...result });
}

console.log('\n━━ summary ━━');
for (const t of summary) {
  const counts = t.passed !== undefined ? ` (${t.passed} passed, ${t.failed} failed)` : '';
  console.log(`${t.ok ? 'PASS' : 'FAIL'}  ${t.name.padEnd(12)} ${String(t.seconds).padStart(4)} s${counts}`);
  for (const f of t.failures ?? []) {
    console.log(`  ✗ ${f.where} › ${f.title}`);
    const lines = f.message
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 6);
    for (const line of lines) console.log(`      ${line.slice(0, 300)}`);
  }
}
const passed = summary.reduce((n, t) => n + (t.passed ?? (t.ok ? 1 : 0)), 0);
const failed = summary.reduce((n, t) => n + (t.failed ?? (t.ok ? 0 : 1)), 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(summary.every((t) => t.ok) ? 0 : 1);
