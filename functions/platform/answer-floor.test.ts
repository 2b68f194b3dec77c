import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { withAnswerFloor } from './answer-floor';

describe('answer floor', () => {
  it('answers no sooner than the floor, whether the work succeeds or fails', async () => {
    const start = performance.now();
    await expect(withAnswerFloor(40, 'test', async () => 'done')).resolves.toBe('done');
    expect(performance.now() - start).toBeGreaterThanOrEqual(40);

    const again = performance.now();
    await expect(
      withAnswerFloor(40, 'test', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(performance.now() - again).toBeGreaterThanOrEqual(40);
  });
});
