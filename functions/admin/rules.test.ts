import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keysFor } from '@functions/data/keys';
import {
  decodeIndexCursor,
  encodeIndexCursor,
  nameMatches,
  parseQueueArn,
  parseRedrivePolicy,
  queueCounts,
  queueNameFromUrl,
} from './rules';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('platform-wide cursors', () => {
  const account = keysFor('01A', 2);
  const key = { ...account.account(), ...account.accountListEntry('2026-01-01T00:00:00.000Z') };

  it('round-trip the whole index key, dropping anything else', () => {
    const cursor = encodeIndexCursor({ ...key, name: 'x' });
    expect(decodeIndexCursor(cursor, 'ACCOUNTS')).toEqual(key);
    expect(encodeIndexCursor(undefined)).toBeUndefined();
    expect(decodeIndexCursor(undefined, 'ACCOUNTS')).toBeUndefined();
    expect(decodeIndexCursor('', 'ACCOUNTS')).toBeUndefined();
  });

  it('refuse another list’s cursor, a missing or extra key, non-strings and garbage', () => {
    expect(decodeIndexCursor(encodeIndexCursor(key), 'FEEDBACK')).toBe('invalid');
    expect(decodeIndexCursor(b64({ ...key, extra: 'x' }), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor(b64({ pk: key.pk, sk: key.sk, gsi1pk: key.gsi1pk }), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor(b64({ ...key, sk: 5 }), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor(b64({ ...key, sk: '' }), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor(b64([key]), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor(b64(null), 'ACCOUNTS')).toBe('invalid');
    expect(decodeIndexCursor('%%%not-base64', 'ACCOUNTS')).toBe('invalid');
  });

  it('never throw on any input', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = decodeIndexCursor(s, 'ACCOUNTS');
        expect(out === undefined || out === 'invalid' || out.gsi1pk === 'ACCOUNTS').toBe(true);
      }),
    );
  });
});

describe('account-name search', () => {
  it('matches the start of the name, ignoring case, accents and surrounding spaces', () => {
    expect(nameMatches('Demo Sp. z o.o.', 'demo')).toBe(true);
    expect(nameMatches('Łódzka Hurtownia', 'łodz')).toBe(true);
    expect(nameMatches('Łódzka Hurtownia', 'lodz')).toBe(true);
    expect(nameMatches('Zakład Wiśniewski', ' zaklad wis')).toBe(true);
    expect(nameMatches('Demo Sp. z o.o.', 'sp.')).toBe(false);
    expect(nameMatches('Anything', undefined)).toBe(true);
    expect(nameMatches('Anything', '   ')).toBe(true);
  });

  it('always finds a name by any of its own prefixes', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.nat(), (name, cut) => {
        expect(nameMatches(name, name.slice(0, (cut % name.length) + 1))).toBe(true);
      }),
    );
  });
});

describe('SQS attributes', () => {
  it('read the approximate counts, a missing or odd one as 0', () => {
    expect(
      queueCounts({
        ApproximateNumberOfMessages: '3',
        ApproximateNumberOfMessagesNotVisible: '1',
        ApproximateNumberOfMessagesDelayed: '0',
      }),
    ).toEqual({ visible: 3, inFlight: 1, delayed: 0 });
    expect(queueCounts({ ApproximateNumberOfMessages: 'x', ApproximateNumberOfMessagesNotVisible: '-2' })).toEqual({
      visible: 0,
      inFlight: 0,
      delayed: 0,
    });
  });

  it('find the DLQ in a redrive policy', () => {
    const policy = JSON.stringify({
      deadLetterTargetArn: 'arn:aws:sqs:eu-central-1:123456789012:Goniec-prod-Messaging-senddlq1A2B3C',
      maxReceiveCount: 5,
    });
    expect(parseRedrivePolicy(policy)).toEqual({
      dlq: { region: 'eu-central-1', accountId: '123456789012', name: 'Goniec-prod-Messaging-senddlq1A2B3C' },
      maxReceiveCount: 5,
    });
    // Some SDKs and emulators give the count as a string.
    expect(
      parseRedrivePolicy(JSON.stringify({ deadLetterTargetArn: 'arn:aws-cn:sqs:cn-north-1:123456789012:q.fifo', maxReceiveCount: '3' }))
        ?.maxReceiveCount,
    ).toBe(3);
    expect(parseRedrivePolicy(undefined)).toBeUndefined();
    expect(parseRedrivePolicy('not json')).toBeUndefined();
    expect(
      parseRedrivePolicy(JSON.stringify({ deadLetterTargetArn: 'arn:aws:sns:eu-central-1:123456789012:topic', maxReceiveCount: 5 })),
    ).toBeUndefined();
    expect(
      parseRedrivePolicy(JSON.stringify({ deadLetterTargetArn: 'arn:aws:sqs:eu-central-1:123456789012:q', maxReceiveCount: 0 })),
    ).toBeUndefined();
  });

  it('parse queue ARNs and name queues by their URL', () => {
    expect(parseQueueArn('arn:aws:sqs:eu-central-1:000000000000:itest-plan-dlq')).toEqual({
      region: 'eu-central-1',
      accountId: '000000000000',
      name: 'itest-plan-dlq',
    });
    expect(parseQueueArn('arn:aws:sqs:eu-central-1:0000:q')).toBeUndefined();
    expect(parseQueueArn('arn:aws:sqs:eu-central-1:000000000000:a/b')).toBeUndefined();
    expect(queueNameFromUrl('https://sqs.eu-central-1.amazonaws.com/123456789012/Goniec-prod-send')).toBe('Goniec-prod-send');
    expect(queueNameFromUrl('http://127.0.0.1:4566/000000000000/itest-send/')).toBe('itest-send');
  });
});
