// Installs the project-local Python tools (the AWS emulator, cfn-lint and the API fuzzer Schemathesis) into .local/venv once.
// Pinned here so every machine runs the same emulator.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const VENV = path.join(ROOT, '.local', 'venv');
export const PY_PACKAGES = ['moto[server]==5.2.5', 'cfn-lint==1.58.0', 'schemathesis==4.32.5'];
const STAMP = path.join(VENV, '.goniec-packages');

export function venvBin(name) {
  return path.join(VENV, 'bin', name);
}

export function ensureVenv({ quiet = false } = {}) {
  const wanted = PY_PACKAGES.join('\n');
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  const log = (m) => quiet || console.log(`[setup] ${m}`);
  mkdirSync(path.dirname(VENV), { recursive: true });
  if (!existsSync(venvBin('python'))) {
    log('creating the Python virtualenv in .local/venv');
    execFileSync('python3', ['-m', 'venv', VENV], { stdio: 'inherit' });
  }
  log(`installing ${PY_PACKAGES.join(', ')}`);
  execFileSync(venvBin('pip'), ['install', '--disable-pip-version-check', '-q', ...PY_PACKAGES], { stdio: 'inherit' });
  writeFileSync(STAMP, wanted);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureVenv();
