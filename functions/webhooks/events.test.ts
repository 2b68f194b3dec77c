import { describe, expect, it } from 'vitest';
import type { BatchItem } from '@functions/engagement/ingest';
import { deliveryBody, deliveryId, eventId, type WebhookEvent } from './events';
import { emailEvents } from './tell';

const item = (type: string, extra: Partial<BatchItem['event']> = {}, mailingId = 'M1'): BatchItem => ({
  id: 'sqs-1',
  event: {
    kind: 'count',
    target: { accountId: 'A', mailingId, subscriberId: 'S' },
    counted: type ? [{ marker: { subscriberId: 'S', mailingId, type: type as never, at: '2026-11-29T10:00:00.000Z' } }] : [],
    effects: [],
    ...extra,
  },
});

describe('webhook events', () => {
  it('tells what happened first (a click, not the open it implies) and nothing for a soft bounce', () => {
    const click = item('clicked', {
      counted: [
        { marker: { subscriberId: 'S', mailingId: 'M1', type: 'clicked', at: '2026-11-29T10:00:00.000Z', detail: 'https://x.example' } },
        { marker: { subscriberId: 'S', mailingId: 'M1', type: 'opened', at: '2026-11-29T10:00:00.000Z' } },
      ],
      occurrence: { id: 'o1', kind: 'click', at: '2026-11-29T10:00:00.000Z', url: 'https://x.example' },
    });
    const told = emailEvents([click, item(''), item('delivered'), item('complained', {}, 'TX01JDQ2Y0AAAAAAAAAAAAAAAAAA')]).get('A')!;
    expect(told.map((e) => e.type)).toEqual(['email.clicked', 'email.delivered', 'email.complained']);
    expect(told[0]!.data).toEqual({ mailingId: 'M1', subscriberId: 'S', url: 'https://x.example' });
    expect(told[2]!.data).toMatchObject({ transactionalId: 'TX01JDQ2Y0AAAAAAAAAAAAAAAAAA' });
  });

  it('gives the same happening the same id, and a delivery of the same events the same id', () => {
    expect(emailEvents([item('opened')]).get('A')![0]!.id).toBe(emailEvents([item('opened')]).get('A')![0]!.id);
    expect(eventId('a', 'b')).not.toBe(eventId('ab'));
    const events: WebhookEvent[] = [{ id: 'evt_1', type: 'email.opened', timestamp: 't', data: {} }];
    expect(deliveryId('W', events)).toBe(deliveryId('W', [...events]));
    expect(deliveryId('W', events)).not.toBe(deliveryId('V', events));
  });

  it("names a delivery by its events' one type, or batch", () => {
    const at = new Date('2026-11-29T10:00:00Z');
    const one = JSON.parse(
      deliveryBody(
        { accountId: 'A', webhookId: 'W', deliveryId: 'msg_1', events: [{ id: 'e', type: 'sms.clicked', timestamp: 't', data: {} }] },
        at,
      ),
    );
    expect(one).toEqual({
      type: 'sms.clicked',
      timestamp: '2026-11-29T10:00:00.000Z',
      data: { account: 'A', events: [{ id: 'e', type: 'sms.clicked', timestamp: 't', data: {} }] },
    });
    const mixed = JSON.parse(
      deliveryBody(
        {
          accountId: 'A',
          webhookId: 'W',
          deliveryId: 'msg_2',
          events: [
            { id: 'e1', type: 'email.opened', timestamp: 't', data: {} },
            { id: 'e2', type: 'email.clicked', timestamp: 't', data: {} },
          ],
        },
        at,
      ),
    );
    expect(mixed.type).toBe('batch');
  });
});
