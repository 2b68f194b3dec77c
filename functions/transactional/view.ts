import { emailStatus, smsStatus, type EmailClaimState } from '@shared/rules/transactional';
import type { SmsMessageStatus } from '@shared/schemas/sms';
import type { TransactionalMessage } from '@shared/schemas/transactional';
import type { TransactionalRecord } from './repository';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
const latest = (...times: (string | undefined)[]) => times.filter(Boolean).sort().at(-1);

/** What the API answers of a message: its status from its claim (and, for e-mail, its events; for a text, the operator's report). */
export function messageView(record: TransactionalRecord, claim: Record<string, unknown> | undefined): TransactionalMessage {
  const base = { id: record.id, channel: record.channel, createdAt: record.createdAt };
  const reason = text(claim?.reason) ?? text(claim?.detail);
  if (record.channel === 'email') {
    const events = record.events ?? {};
    const sentAt = text(claim?.sentAt);
    return {
      ...base,
      status: emailStatus(claim?.state as EmailClaimState | undefined, events),
      ...(sentAt ? { sentAt } : {}),
      ...(claim ? { updatedAt: latest(sentAt, text(claim.at), ...Object.values(events)) } : {}),
      ...(reason && claim?.state !== 'sent' ? { reason } : {}),
    };
  }
  const charge = claim?.charge as { parts: number; costMicros: number } | undefined;
  const state = claim?.state as SmsMessageStatus | 'claimed' | undefined;
  return {
    ...base,
    status: smsStatus(state, claim?.delivery as SmsMessageStatus | undefined),
    ...(state === 'sent' && text(claim?.at) ? { sentAt: text(claim?.at) } : {}),
    ...(claim ? { updatedAt: latest(text(claim.at), text(claim.deliveryAt)) } : {}),
    ...(reason ? { reason } : {}),
    ...(charge ? { parts: charge.parts, costMicros: charge.costMicros } : {}),
  };
}
