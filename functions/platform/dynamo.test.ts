import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './dynamo';

const forged = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('pagination cursors', () => {
  it('round-trip the keys a query stopped at, in the caller’s partition', () => {
    expect(decodeCursor(encodeCursor({ pk: 'ACCOUNT#a', sk: 'MAILING#1' }), 'ACCOUNT#b')).toEqual({ sk: 'MAILING#1', pk: 'ACCOUNT#b' });
    const onIndex = { pk: 'ACCOUNT#a', sk: 'SUB#1', gsi1pk: 'STATUS#8', gsi1sk: '2026' };
    expect(decodeCursor(encodeCursor(onIndex), 'ACCOUNT#a')).toEqual(onIndex);
  });

  it('refuse a cursor naming no sort key or other attributes, before DynamoDB sees it', () => {
    for (const key of [{}, { zz: 'y' }, { sk: 'x', zz: 'y' }, { sk: 1 }, ['sk'], null]) {
      expect(() => decodeCursor(forged(key), 'ACCOUNT#a'), JSON.stringify(key)).toThrow(expect.objectContaining({ status: 400, code: 'BAD_REQUEST' }));
    }
    expect(() => decodeCursor('%%%', 'ACCOUNT#a')).toThrow(expect.objectContaining({ code: 'BAD_REQUEST' }));
  });
});
