import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@shared/permissions';
import { routes } from '@shared/api-routes';
import { loggedIn } from './helpers';
import { createToken } from './api-token-helpers';
import { startApiServer } from './local-api-server';

const SCHEMATHESIS = path.resolve(import.meta.dirname, '../../.local/venv/bin/schemathesis');

/**
 * Schemathesis (issue 19), the external fuzzer, against the public API over real HTTP: it reads the
 * served OpenAPI document and sends what the schemas allow and what they do not, with a token holding
 * every scope the /v1 lines need. Zero server errors, and every answer's status, content type and body
 * as documented. A fixed seed keeps CI repeatable; `SCHEMATHESIS_SEED=random` explores anew.
 */
describe('the public API under Schemathesis', () => {
  it('answers every generated request without a server error and as documented', async () => {
    const { session } = await loggedIn();
    const scopes = [...new Set(Object.values(routes).flatMap((r) => (r.auth === 'token' && r.permission ? [r.permission] : [])))];
    expect(scopes.every((s) => (PERMISSION_KEYS as readonly string[]).includes(s))).toBe(true);
    const token = await createToken(session, { scopes });
    const api = await startApiServer();
    try {
      const seed = process.env.SCHEMATHESIS_SEED ?? '20261128';
      const args = [
        'run',
        `${api.origin}/api/v1/openapi.json`,
        '--header',
        `Authorization: Bearer ${token.secret}`,
        '--checks',
        'not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance',
        '--phases',
        'examples,coverage,fuzzing',
        '--max-examples',
        '25',
        '--workers',
        '1',
        '--no-color',
        ...(seed === 'random' ? [] : ['--seed', seed]),
      ];
      // Its own working directory: Schemathesis keeps a cache of what it found there (.schemathesis/).
      const cwd = mkdtempSync(path.join(tmpdir(), 'goniec-fuzz-'));
      const result = await promisify(execFile)(SCHEMATHESIS, args, { cwd, maxBuffer: 20_000_000 }).then(
        (r) => ({ code: 0, output: r.stdout + r.stderr }),
        (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` }),
      );
      rmSync(cwd, { recursive: true, force: true });
      expect(result.output).toMatch(/Selected: \d+\/\d+/);
      expect(result.code, result.output.slice(-6000)).toBe(0);
    } finally {
      await api.stop();
    }
  }, 300_000);
});
