import { createHash } from 'node:crypto';
import { SMTP_MAX_CONTENT_BYTES, senderAllowed } from '@shared/rules/smtp';
import { monthIn } from '@shared/rules/time-zone';
import { transactionalSendingId } from '@functions/data/keys/transactional';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { domainsService } from '@functions/domains/service';
import { sendingQueues } from '@functions/sending/queues';
import { subscribersRepository } from '@functions/subscribers/repository';
import type { InlineEmail, TransactionalRecord } from '@functions/transactional/repository';
import { smtpRepository, type SmtpUserRecord } from './repository';

/** Why the relay refuses a message: its SMTP answer (the client shows the text). */
export class SmtpRefusal extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
  }
}

export interface RelayMessage {
  /** The client's Message-ID: with the recipient, it names the transactional message, so a retry queues nothing twice. */
  messageId: string;
  from: string;
  recipients: readonly string[];
  content: Omit<InlineEmail, 'language' | 'fromEmail'>;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID-shaped id derived from the account, the Message-ID and the recipient. */
function stableId(accountId: string, messageId: string, to: string): string {
  let n = BigInt(`0x${createHash('sha256').update(`${accountId}\n${messageId}\n${to}`).digest('hex').slice(0, 33)}`);
  let out = '';
  for (let i = 0; i < 26; i++) {
    out = CROCKFORD[Number(n % 32n)]! + out;
    n /= 32n;
  }
  return `TX${out}`;
}

/** The account's sender rule, checked before the relay takes the DATA. */
export async function checkSender(accountId: string, from: string): Promise<void> {
  if (!senderAllowed(from, await domainsService.senderDomains(accountId)))
    throw new SmtpRefusal(550, `Sender ${from} is not on a verified sending domain of the account`);
}

/**
 * One relayed message: one transactional e-mail per recipient, all written with the month's SMTP
 * counter in one transaction, then queued on the transactional path (the engine applies the
 * blacklist, quarantine, allowance, tracking and the configuration set). Answers the message ids.
 */
export async function acceptRelayed(accountId: string, user: SmtpUserRecord, message: RelayMessage): Promise<string[]> {
  await checkSender(accountId, message.from);
  const inline: InlineEmail = { ...message.content, fromEmail: message.from, language: user.language };
  if (Buffer.byteLength(JSON.stringify(inline)) > SMTP_MAX_CONTENT_BYTES)
    throw new SmtpRefusal(552, `Message content over ${SMTP_MAX_CONTENT_BYTES / 1024} KB (html and text; attachments are not relayed)`);
  const now = new Date();
  const month = monthIn(await accountTimeZone(accountId), now);
  const sendingId = transactionalSendingId('email', month);
  const recipients = [...new Set(message.recipients.map((r) => r.toLowerCase()))];
  const subscribers = await subscribersRepository.idsByEmails(accountId, recipients);
  const records: TransactionalRecord[] = recipients.map((email) => {
    const subscriberId = subscribers.get(email);
    return {
      id: stableId(accountId, message.messageId, email),
      channel: 'email',
      sendingId,
      createdAt: now.toISOString(),
      email,
      ...(subscriberId ? { subscriberId } : {}),
      inline,
      source: 'smtp',
      smtpUserId: user.id,
      interface: user.interface,
    };
  });
  const existing = await smtpRepository.existing(
    accountId,
    records.map((r) => r.id),
  );
  const fresh = records.filter((r) => !existing.has(r.id));
  if (fresh.length > 0 && !(await smtpRepository.accept(accountId, fresh, { month, userId: user.id, at: now.toISOString() })))
    throw new SmtpRefusal(451, 'Message not queued, try again');
  // A retried message is queued again too: the engine's claim keeps each recipient to one send.
  await sendingQueues.send(
    records.map((r) => ({ channel: 'email' as const, accountId, sendingId, subscriberIds: [r.id], transactional: true })),
  );
  return records.map((r) => r.id);
}
