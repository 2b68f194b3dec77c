import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, outputIfCondition, transactIfConditions, transactRetryingConflicts, writeIfCondition } from './dynamo';

const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('pagination cursors', () => {
  it('round-trip the keys a query stopped at, in the caller’s partition', () => {
    expect(decodeCursor(encodeCursor({ pk: 'ACCOUNT#a', sk: 'MAILING#1' }), 'ACCOUNT#b')).toEqual({ sk: 'MAILING#1', pk: 'ACCOUNT#b' });
    const onIndex = { pk: 'ACCOUNT#a', sk: 'SUB#1', gsi1pk: 'STATUS#8', gsi1sk: '2026' };
    expect(decodeCursor(encodeCursor(onIndex), 'ACCOUNT#a')).toEqual(onIndex);
  });

  it('refuse a cursor naming no sort key or other attributes, before DynamoDB sees it', () => {
    for (const key of [{}, { zz: 'y' }, { sk: 'x', zz: 'y' }, { sk: 1 }, ['sk'], null]) {
      expect(() => decodeCursor(forged(key), 'ACCOUNT#a'), JSON.stringify(key)).toThrow(
        expect.objectContaining({ status: 400, code: 'BAD_REQUEST' }),
      );
    }
    expect(() => decodeCursor('%%%', 'ACCOUNT#a')).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });
});

describe('conditional writes', () => {
  const meta = { $metadata: {} };
  const failed = new ConditionalCheckFailedException({ message: 'failed', ...meta });
  const cancelled = (...codes: string[]) =>
    new TransactionCanceledException({ message: 'cancelled', ...meta, CancellationReasons: codes.map((Code) => ({ Code })) });
  const reject = (error: unknown) => () => Promise.reject(error);

  it('tell a failed condition (false, undefined) from success, and throw anything else', async () => {
    expect(await writeIfCondition(() => Promise.resolve())).toBe(true);
    expect(await writeIfCondition(reject(failed))).toBe(false);
    expect(await outputIfCondition(() => Promise.resolve({ Attributes: { n: 1 } }))).toEqual({ Attributes: { n: 1 } });
    expect(await outputIfCondition(reject(failed))).toBeUndefined();
    expect(await outputIfCondition(reject(cancelled('None', 'ConditionalCheckFailed')))).toBeUndefined();
    await expect(writeIfCondition(reject(new Error('network')))).rejects.toThrow('network');
    // A transaction cancelled by a conflict, not by a condition, is an error to retry, not a refusal.
    await expect(outputIfCondition(reject(cancelled('TransactionConflict')))).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('name the transaction items whose condition failed, by position', async () => {
    expect(await transactIfConditions(() => Promise.resolve())).toEqual([]);
    expect(await transactIfConditions(reject(cancelled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed')))).toEqual([
      1, 3,
    ]);
    // An error from another copy of the SDK is known by its name.
    const foreign = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    expect(await transactIfConditions(reject(foreign))).toEqual([0]);
    expect(await transactIfConditions(reject(failed))).toEqual([0]);
    await expect(transactIfConditions(reject(cancelled('TransactionConflict')))).rejects.toBeInstanceOf(TransactionCanceledException);
  });

  it('try a transaction again while it loses to a concurrent one (TransactionConflict), never after a refusal', async () => {
    let calls = 0;
    const conflictTwice = () => (++calls <= 2 ? Promise.reject(cancelled('None', 'TransactionConflict')) : Promise.resolve());
    expect(await transactRetryingConflicts(conflictTwice)).toEqual([]);
    expect(calls).toBe(3);
    calls = 0;
    const conflictThenRefused = () =>
      ++calls === 1 ? Promise.reject(cancelled('TransactionConflict')) : Promise.reject(cancelled('ConditionalCheckFailed', 'None'));
    expect(await transactRetryingConflicts(conflictThenRefused)).toEqual([0]);
    expect(calls).toBe(2);
    calls = 0;
    const alwaysConflict = () => (++calls, Promise.reject(cancelled('TransactionConflict')));
    await expect(transactRetryingConflicts(alwaysConflict, 3)).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(calls).toBe(3);
    await expect(transactRetryingConflicts(reject(new Error('network')))).rejects.toThrow('network');
  });
});
