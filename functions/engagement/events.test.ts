import { describe, expect, it } from 'vitest';
import { interpret } from './events';

const tags = { account: ['A1'], mailing: ['M1'], subscriber: ['S1'], 'ses:configuration-set': ['goniec'] };
const target = { accountId: 'A1', mailingId: 'M1', subscriberId: 'S1' };
const sns = (event: unknown) => JSON.stringify({ Type: 'Notification', MessageId: 'n', Message: JSON.stringify(event) });
const mail = { messageId: 'ses-1', timestamp: '2026-11-26T10:00:00.000Z', tags };

describe('interpret (what an events queue message counts)', () => {
  it("attributes an SES event by its tags, wrapped in SNS or raw, with the event's own time", () => {
    const delivery = { eventType: 'Delivery', mail, delivery: { timestamp: '2026-11-26T10:00:02.000Z' } };
    const expected = {
      kind: 'count',
      target,
      counted: [
        { marker: { subscriberId: 'S1', mailingId: 'M1', type: 'delivered', at: '2026-11-26T10:00:02.000Z' }, effect: 'delivered' },
      ],
      effects: [],
    };
    expect(interpret(sns(delivery))).toEqual(expected);
    expect(interpret(JSON.stringify(delivery))).toEqual(expected);
  });

  it('counts a permanent bounce (with its diagnostic) and its listed code towards quarantine; a transient one only towards quarantine', () => {
    const bounce = (bounceType: string, diagnosticCode: string) =>
      sns({
        eventType: 'Bounce',
        mail,
        bounce: { bounceType, timestamp: '2026-11-26T10:01:00.000Z', bouncedRecipients: [{ diagnosticCode }] },
      });
    expect(interpret(bounce('Permanent', 'smtp; 550 5.1.1 unknown'))).toMatchObject({
      counted: [{ marker: { type: 'bounced', detail: 'smtp; 550 5.1.1 unknown' }, effect: 'failed' }],
      effects: [],
    });
    // 571 is catalogued but not counted: bounced, no quarantine.
    expect(interpret(bounce('Permanent', '571 policy'))).toMatchObject({ counted: [{ marker: { type: 'bounced' } }] });
    expect((interpret(bounce('Permanent', '571 policy')) as { counted: { effect?: string }[] }).counted[0]!.effect).toBeUndefined();
    expect(interpret(bounce('Transient', '550 mailbox full'))).toMatchObject({ counted: [], effects: ['failed'] });
    expect(interpret(bounce('Transient', '421 try later'))).toMatchObject({ counted: [], effects: [] });
  });

  it('unsubscribes on a complaint, and counts a click as an open as well', () => {
    expect(interpret(sns({ eventType: 'Complaint', mail, complaint: {} }))).toMatchObject({
      counted: [{ marker: { type: 'complained', at: mail.timestamp }, effect: 'unsubscribe' }],
    });
    const click = interpret(
      JSON.stringify({
        source: 'goniec.tracking',
        kind: 'click',
        ...target,
        at: '2026-11-26T11:00:00.000Z',
        url: 'https://shop.example/x',
      }),
    );
    expect(click).toMatchObject({
      target,
      counted: [{ marker: { type: 'clicked', detail: 'https://shop.example/x' } }, { marker: { type: 'opened' } }],
    });
    expect(interpret(sns({ eventType: 'Click', mail, click: { link: 'https://a.example' } }))).toMatchObject({
      counted: [{ marker: { type: 'clicked' } }, { marker: { type: 'opened' } }],
    });
    expect(interpret(JSON.stringify({ source: 'goniec.tracking', kind: 'unsubscribe', ...target, at: 'x' }))).toMatchObject({
      counted: [{ marker: { type: 'unsubscribed' } }],
      effects: [],
    });
  });

  it("carries an open's and a click's requester and own id, from SES and from the tracking endpoints", () => {
    const open = {
      eventType: 'Open',
      mail,
      open: { timestamp: '2026-11-26T10:05:00.000Z', userAgent: 'Mozilla/5.0', ipAddress: '17.1.2.3' },
    };
    const fromSes = interpret(sns(open));
    expect(fromSes).toMatchObject({
      occurrence: { kind: 'open', at: '2026-11-26T10:05:00.000Z', userAgent: 'Mozilla/5.0', ip: '17.1.2.3', id: expect.any(String) },
    });
    // The same record redelivered (in another SNS envelope, or raw) is the same occurrence; another record is not.
    const id = (body: string) => (interpret(body) as { occurrence: { id: string } }).occurrence.id;
    expect(id(JSON.stringify({ Type: 'Notification', MessageId: 'other', Message: JSON.stringify(open) }))).toBe(id(sns(open)));
    expect(id(sns({ ...open, open: { ...open.open, timestamp: '2026-11-26T10:06:00.000Z' } }))).not.toBe(id(sns(open)));
    const longUa = 'x'.repeat(400);
    const click = { eventType: 'Click', mail, click: { link: 'https://a.example', userAgent: longUa, ipAddress: '1.2.3.4' } };
    expect(interpret(sns(click))).toMatchObject({
      occurrence: { kind: 'click', url: 'https://a.example', userAgent: 'x'.repeat(300), ip: '1.2.3.4' },
    });

    const tracked = {
      source: 'goniec.tracking',
      kind: 'click',
      ...target,
      at: 'T',
      url: 'https://b.example',
      id: '01J0',
      userAgent: 'UA',
      ip: '9.9.9.9',
      method: 'GET',
    };
    expect(interpret(JSON.stringify(tracked))).toMatchObject({
      occurrence: { id: '01J0', kind: 'click', at: 'T', url: 'https://b.example', userAgent: 'UA', ip: '9.9.9.9', method: 'GET' },
    });
    // An event enqueued before ids were given: its text is its id.
    const { id: _id, ...older } = tracked;
    expect(id(JSON.stringify(older))).toBe(id(JSON.stringify(older)));
    expect(interpret(JSON.stringify({ ...tracked, kind: 'unsubscribe' }))).not.toHaveProperty('occurrence');
    expect(() => interpret(JSON.stringify({ ...tracked, userAgent: longUa }))).toThrow();
  });

  it('takes a transient bounce for a soft one, with its code; a delivery or complaint is no occurrence', () => {
    const soft = (bounceType: string, diagnosticCode?: string) =>
      interpret(sns({ eventType: 'Bounce', mail, bounce: { bounceType, bouncedRecipients: [{ diagnosticCode }] } }));
    expect(soft('Transient', '452 4.2.2 mailbox full')).toMatchObject({ counted: [], occurrence: { kind: 'softBounce', code: 452 } });
    expect(soft('Undetermined')).toMatchObject({ occurrence: { kind: 'softBounce' } });
    expect(soft('Undetermined')).not.toHaveProperty('occurrence.code');
    expect(soft('Permanent', '550 unknown')).not.toHaveProperty('occurrence');
    expect(interpret(sns({ eventType: 'Delivery', mail }))).not.toHaveProperty('occurrence');
  });

  it('drops the types nothing reads, and events without our three tags', () => {
    for (const eventType of ['Send', 'Reject', 'Rendering Failure', 'DeliveryDelay', 'Subscription']) {
      expect(interpret(sns({ eventType, mail }))).toEqual({ kind: 'drop', reason: 'type', eventType });
    }
    const untagged = { ...mail, tags: { account: ['A1'], mailing: ['M1'] } };
    expect(interpret(sns({ eventType: 'Delivery', mail: untagged }))).toEqual({
      kind: 'drop',
      reason: 'untagged',
      eventType: 'Delivery',
      messageId: 'ses-1',
    });
  });

  it('refuses a body that is not an event (it is retried, then kept in the DLQ)', () => {
    expect(() => interpret('nope')).toThrow();
    expect(() => interpret(JSON.stringify({ source: 'goniec.tracking', kind: 'open' }))).toThrow();
    expect(() => interpret(sns({ mail }))).toThrow();
  });
});
