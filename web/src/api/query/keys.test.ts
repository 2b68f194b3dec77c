import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiKey } from './keys';

describe('apiKey', () => {
  it('is one key per route, params and query, whatever the client would not send', () => {
    expect(apiKey('segments.get', { id: 's1' }, {})).toEqual(['api', 'segments.get', { id: 's1' }, {}]);
    expect(apiKey('subscribers.list', {}, { cursor: undefined, q: '', limit: 20 })).toEqual(apiKey('subscribers.list', {}, { limit: 20 }));
    expect(apiKey('subscribers.list', {}, { limit: 20 })).not.toEqual(apiKey('subscribers.list', {}, { limit: 50 }));
    expect(apiKey('imports.list', {}, {}, 'pages')).not.toEqual(apiKey('imports.list', {}, {}));
  });

  it('builds prefixes that invalidate a route or one resource of it, and nothing else', async () => {
    const client = new QueryClient();
    const keys = [
      apiKey('segments.get', { id: 's1' }, {}),
      apiKey('segments.get', { id: 's2' }, {}),
      apiKey('segments.list', {}, {}),
      apiKey('imports.list', {}, { limit: 20 }, 'pages'),
    ];
    for (const key of keys) client.setQueryData(key, { at: 1 });
    await client.invalidateQueries({ queryKey: apiKey('segments.get', { id: 's1' }) });
    const stale = () => keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale()).toEqual([true, false, false, false]);
    await client.invalidateQueries({ queryKey: apiKey('imports.list') });
    expect(stale()).toEqual([true, false, false, true]);
    await client.invalidateQueries({ queryKey: apiKey('segments.get') });
    expect(stale()).toEqual([true, true, false, true]);
  });
});
