import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@web/api/errors';
import { inWarning, msUntilWarning, secondsLeft } from './countdown';
import { answerPrompt, askForTimedPermission, clearGrant, setGrant, timedStore, withTimedPermission } from './timed-store';

const denial = () => new ApiError(403, 'TIMED_PERMISSION_NO_ACCESS', {}, true);

afterEach(() => {
  answerPrompt(false);
  clearGrant();
});

describe('withTimedPermission', () => {
  it('asks for the password on a timed denial and retries once when granted', async () => {
    let calls = 0;
    const result = await withTimedPermission(
      async () => {
        calls += 1;
        if (calls === 1) throw denial();
        return 'saved';
      },
      async () => true,
    );
    expect(result).toBe('saved');
    expect(calls).toBe(2);
  });

  it('passes the silent denial on when the user gives up, without retrying', async () => {
    let calls = 0;
    const failing = withTimedPermission(
      async () => {
        calls += 1;
        throw denial();
      },
      async () => false,
    );
    await expect(failing).rejects.toMatchObject({ code: 'TIMED_PERMISSION_NO_ACCESS', silent: true });
    expect(calls).toBe(1);
  });

  it('never asks for other failures, and clears the flag on a denial', async () => {
    let asked = 0;
    const ask = async () => (asked++, true);
    await expect(withTimedPermission(async () => Promise.reject(new ApiError(403, 'PERMISSION_DENIED')), ask)).rejects.toMatchObject({
      code: 'PERMISSION_DENIED',
    });
    expect(asked).toBe(0);

    setGrant({ expiresAt: 'x', secondsLeft: 30 });
    await withTimedPermission(
      async () => Promise.reject(denial()),
      async () => false,
    ).catch(() => undefined);
    expect(timedStore.get().expiresAt).toBeNull();
  });

  it('answers every waiting caller from one prompt', async () => {
    const first = askForTimedPermission();
    const second = askForTimedPermission();
    expect(timedStore.get().prompting).toBe(true);
    answerPrompt(true);
    await expect(Promise.all([first, second])).resolves.toEqual([true, true]);
    expect(timedStore.get().prompting).toBe(false);
  });
});

describe('grant and countdown', () => {
  it('sets the end from secondsLeft on the local clock; none when nothing is left', () => {
    setGrant({ expiresAt: '2026-01-01T00:15:00Z', secondsLeft: 900 }, 1_000);
    expect(timedStore.get().expiresAt).toBe(901_000);
    setGrant({ expiresAt: null, secondsLeft: 0 }, 1_000);
    expect(timedStore.get().expiresAt).toBeNull();
  });

  it('warns only in the last 60 seconds of a live grant', () => {
    const end = 100_000;
    expect(inWarning(null, 0)).toBe(false);
    expect(inWarning(end, end - 61_000)).toBe(false);
    expect(inWarning(end, end - 60_000)).toBe(true);
    expect(inWarning(end, end - 500)).toBe(true);
    expect(inWarning(end, end)).toBe(false);
    expect(secondsLeft(end, end - 58_999)).toBe(59);
    expect(secondsLeft(end, end + 5_000)).toBe(0);
    expect(msUntilWarning(end, 0)).toBe(40_000);
    expect(msUntilWarning(end, 50_000)).toBe(0);
  });
});
