import { describe, expect, it } from 'vitest';
import { SUBSCRIBER_STATUS } from '../constants';
import { IdempotencyKey, TransactionalEmailBody } from '../schemas/transactional';
import { canonicalJson, daysOfMonth, emailStatus, maskGsm, smsStatus, transactionalRefusal } from './transactional';

const now = new Date('2026-11-28T12:00:00Z');

describe('transactional rules', () => {
  it('send to unsubscribed subscribers and strangers, never to blocked, forgotten or quarantined ones', () => {
    expect(transactionalRefusal(undefined, 'email', now)).toBeUndefined();
    expect(transactionalRefusal({ status: SUBSCRIBER_STATUS.unsubscribed }, 'email', now)).toBeUndefined();
    expect(transactionalRefusal({ status: SUBSCRIBER_STATUS.blocked }, 'sms', now)).toBe('not_sendable');
    expect(transactionalRefusal({ status: SUBSCRIBER_STATUS.forgotten }, 'email', now)).toBe('not_sendable');
    const quarantine = { level: 'permanent' as const, failures: 5, served: 0 };
    expect(transactionalRefusal({ status: SUBSCRIBER_STATUS.verified, mailQuarantine: quarantine }, 'email', now)).toBe('quarantined');
    expect(transactionalRefusal({ status: SUBSCRIBER_STATUS.verified, mailQuarantine: quarantine }, 'sms', now)).toBeUndefined();
  });

  it('read an e-mail’s status from its claim and its weightiest event', () => {
    expect(emailStatus(undefined, {})).toBe('queued');
    expect(emailStatus('claimed', {})).toBe('queued');
    expect(emailStatus('not_sent', { delivered: 'x' })).toBe('not_sent');
    expect(emailStatus('sent', {})).toBe('sent');
    expect(emailStatus('sent', { delivered: 'a', opened: 'b' })).toBe('opened');
    expect(emailStatus('sent', { delivered: 'a', opened: 'b', clicked: 'c', bounced: 'd' })).toBe('bounced');
    expect(emailStatus('sent', { complained: 'e', bounced: 'd' })).toBe('complained');
  });

  it('read a text’s status from its line and the operator’s report', () => {
    expect(smsStatus(undefined, undefined)).toBe('queued');
    expect(smsStatus('not_sent_prefix', undefined)).toBe('not_sent');
    expect(smsStatus('unknown', undefined)).toBe('failed');
    expect(smsStatus('sent', 'accepted')).toBe('sent');
    expect(smsStatus('sent', 'delivered')).toBe('delivered');
    expect(smsStatus('sent', 'undeliverable')).toBe('failed');
  });

  it('digest bodies that mean the same alike', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: undefined } })).toBe('{"a":{"d":[1,{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
  });

  it('bound the Idempotency-Key and the merge data', () => {
    expect(IdempotencyKey.safeParse('order-1/2026').success).toBe(true);
    expect(IdempotencyKey.safeParse('').success).toBe(false);
    expect(IdempotencyKey.safeParse('a b').success).toBe(false);
    expect(IdempotencyKey.safeParse('x'.repeat(256)).success).toBe(false);
    const body = { templateId: 'T1', to: { email: 'a@b.pl' } };
    expect(TransactionalEmailBody.safeParse({ ...body, data: { firstname: 'Ala', total: 12.5 } }).success).toBe(true);
    expect(TransactionalEmailBody.safeParse({ ...body, data: { 'bad name': 'x' } }).success).toBe(false);
    expect(
      TransactionalEmailBody.safeParse({ ...body, data: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 1])) }).success,
    ).toBe(false);
    expect(TransactionalEmailBody.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });

  it('mask numbers to their prefix and last three digits, and list a month’s days', () => {
    expect(maskGsm('48601234567')).toBe('+48 ****** 567');
    expect(maskGsm('+49 1512 3456789')).toBe('+49 ******** 789');
    expect(maskGsm('12345')).toBe('*****');
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-11').at(-1)).toBe('2026-11-30');
  });
});
