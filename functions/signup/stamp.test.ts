import { describe, expect, it, vi } from 'vitest';

// The signing key is the platform's secret; a fixed one here, so the stamp's rules are checked alone.
vi.mock('@functions/platform/config', () => ({ getSigningKey: async () => new TextEncoder().encode('k'.repeat(32)) }));
const { checkStamp, renderStamp } = await import('./stamp');

describe('the render stamp of a hosted form', () => {
  const now = Date.UTC(2026, 10, 27, 12, 0, 0);

  it('passes a stamp of this form made a few seconds ago', async () => {
    expect(await checkStamp('a', 'f', await renderStamp('a', 'f', now - 5000), now)).toBe('ok');
  });

  it('calls a post within 3 s of the render too fast, and one after a day stale', async () => {
    expect(await checkStamp('a', 'f', await renderStamp('a', 'f', now - 2000), now)).toBe('tooFast');
    expect(await checkStamp('a', 'f', await renderStamp('a', 'f', now - 86_401_000), now)).toBe('stale');
  });

  it('refuses a stamp of another form or account, an edited time and no stamp', async () => {
    const stamp = await renderStamp('a', 'f', now - 5000);
    expect(await checkStamp('a', 'g', stamp, now)).toBe('forged');
    expect(await checkStamp('b', 'f', stamp, now)).toBe('forged');
    expect(await checkStamp('a', 'f', stamp.replace(/^\d{13}/, String(now - 9000)), now)).toBe('forged');
    expect(await checkStamp('a', 'f', 'garbage', now)).toBe('forged');
    expect(await checkStamp('a', 'f', undefined, now)).toBe('missing');
  });
});
