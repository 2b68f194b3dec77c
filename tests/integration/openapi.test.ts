import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiSession } from './helpers';

describe('the public API’s OpenAPI document', () => {
  it('is served without a session at /api/v1/openapi.json, the checked copy in docs/openapi.json', async () => {
    const res = await new ApiSession().call('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const checked = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../docs/openapi.json'), 'utf8')) as unknown;
    expect(res.body).toEqual(checked);
    expect(res.body.paths['/v1/openapi.json'].get.security).toEqual([]);
  });
});
