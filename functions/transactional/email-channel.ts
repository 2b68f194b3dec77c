import { transactionalRefusal } from '@shared/rules/transactional';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import type { Channel, Outcome } from '@functions/delivery/channel';
import { claimExpiry } from '@functions/delivery/claims';
import { admitReserved } from '@functions/delivery/email-channel';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { sendRaw } from '@functions/platform/mailer';
import { reserveBatch, type BatchReservation } from '@functions/sending/allowance';
import { compileContent } from '@functions/sending/compile';
import { mailingLinks } from '@functions/sending/links';
import { renderFor, type CompiledMailing } from '@functions/sending/render';
import { templatesService } from '@functions/templates/service';
import { templateContent } from '@functions/templates/test-send';
import { loadTransactionalRecipients, transactionalStore, type TransactionalRecipient } from './recipients';
import type { InlineEmail } from './repository';

interface Prepared {
  accountId: string;
  /** Each template of the batch compiled once (by id), with the sender it goes from. */
  templates: Map<string, { compiled: CompiledMailing; from: string }>;
  base: string;
  key: Uint8Array;
  blacklist: BlacklistMatcher;
  reservation: BatchReservation;
  reserved: number;
}

interface RawEmail {
  from: string;
  to: string;
  raw: Buffer;
  tags: Record<string, string>;
}

/** Compiled templates per version, for the life of the container (as a mailing's are). */
const compiledCache = new Map<string, { compiled: CompiledMailing; from: string }>();
async function compiledTemplate(accountId: string, templateId: string) {
  const template = await templatesService.get(accountId, templateId);
  const cacheKey = `${accountId}:${template.id}:${template.updatedAt}`;
  let entry = compiledCache.get(cacheKey);
  if (!entry) {
    const content = await templateContent(accountId, template);
    entry = { compiled: await compileContent(accountId, content), from: content.fromEmail };
    if (compiledCache.size > 100) compiledCache.clear();
    compiledCache.set(cacheKey, entry);
  }
  return entry;
}

const inlineKey = (messageId: string) => `inline:${messageId}`;

/** An SMTP message's content compiled as a mailing's is: tracking links, open pixel, the footer of its language. */
async function compileInline(accountId: string, id: string, inline: InlineEmail) {
  const content = {
    id,
    name: inline.subject || 'SMTP',
    subject: inline.subject,
    html: inline.html,
    ...(inline.text !== undefined ? { text: inline.text } : {}),
    fromEmail: inline.fromEmail,
    fromName: inline.fromName,
    ...(inline.replyTo ? { replyTo: inline.replyTo } : {}),
    language: inline.language,
  };
  return { compiled: await compileContent(accountId, content), from: inline.fromEmail };
}

/** The merge data over the recipient's own fields: the compiled template reads its scope through this. */
function withData(compiled: CompiledMailing, data: TransactionalRecipient['message']['data']): CompiledMailing {
  if (!data || Object.keys(data).length === 0) return compiled;
  const values = Object.fromEntries(Object.entries(data).map(([name, value]) => [name, value === null ? '' : String(value)]));
  return Object.create(compiled, {
    readScope: {
      value: (subscriber: Parameters<CompiledMailing['readScope']>[0], url: string) => ({
        ...compiled.readScope(subscriber, url),
        ...values,
      }),
    },
  }) as CompiledMailing;
}

/**
 * Transactional e-mail (issue 19) through the delivery engine: the mailing's path — claim, the
 * account's sending rules, blacklist and quarantine, the plan's e-mail allowance, the pacer,
 * compile and render with signed tracking links and the footer rules, SES with the configuration
 * set, settle and count — with the message's template and merge data. Its tags name the message
 * as the mailing (`TX…`), so the events path (functions/transactional/events.ts) moves its status.
 */
export const transactionalEmailChannel: Channel<Prepared, RawEmail> = {
  name: 'email',
  pauses: false,
  store: transactionalStore,
  loadRecipients: loadTransactionalRecipients,

  claims: {
    key: (keys, _sendingId, id) => keys.transactionalClaim(id),
    claimed: (ref, id, _recipient, at) => ({
      accountId: ref.accountId,
      transactionalId: id,
      sendingId: ref.id,
      claimedAt: at,
      ttl: claimExpiry(),
    }),
    claimedAt: 'claimedAt',
    settled: (outcome: Outcome, at) => {
      switch (outcome.kind) {
        case 'sent':
          return { state: 'sent', messageId: outcome.messageId, sentAt: at };
        case 'refused':
          return { state: 'not_sent', reason: outcome.reason, at };
        case 'rejected':
          return { state: 'failed', reason: outcome.detail.slice(0, 500), at };
        case 'interrupted':
          return { state: 'failed', reason: 'interrupted', at };
      }
    },
    // The month's progress: its `sent` is the account's monthly transactional e-mail counter.
    counters: (outcome): Record<string, number> =>
      outcome.kind === 'sent' ? { sent: 1 } : outcome.kind === 'refused' ? { notSent: 1 } : { failed: 1 },
  },

  async prepare(ref, _head, recipients, ids) {
    const messages = [...recipients.values()].map((r) => (r as TransactionalRecipient).message);
    const templateIds = [...new Set(messages.flatMap((m) => (m.templateId ? [m.templateId] : [])))];
    const [base, key, compiled, blacklist] = await Promise.all([
      getPublicBaseUrl(),
      getSigningKey(),
      Promise.all(templateIds.map(async (id) => [id, await compiledTemplate(ref.accountId, id)] as const)),
      blacklistService.matcherFor(ref.accountId, [...recipients.values()]),
    ]);
    // The SMTP relay's messages carry their own content: each compiled as a one-off template under its id.
    const inline = await Promise.all(
      messages.flatMap((m) =>
        m.inline ? [compileInline(ref.accountId, m.id, m.inline).then((entry) => [inlineKey(m.id), entry] as const)] : [],
      ),
    );
    const reservation = await reserveBatch(ref.accountId, ids.length);
    return {
      accountId: ref.accountId,
      templates: new Map([...compiled, ...inline]),
      base,
      key,
      blacklist,
      reservation,
      reserved: reservation.emails,
    };
  },

  async refusal(prepared, id, recipient) {
    if (!recipient?.email) return { kind: 'refused', reason: 'no_email' };
    const refusal = transactionalRefusal(recipient, 'email', new Date());
    if (refusal) return { kind: 'refused', reason: refusal };
    if (prepared.blacklist.isBlocked({ email: recipient.email })) return { kind: 'refused', reason: 'blacklisted' };
    const { message } = recipient as TransactionalRecipient;
    return (await admitReserved(prepared, message.subscriberId ?? id)) ? undefined : { kind: 'refused', reason: 'FEATURE_LIMIT_REACHED' };
  },

  compose(prepared, id, recipient) {
    const { message } = recipient as TransactionalRecipient;
    const template = prepared.templates.get(message.inline ? inlineKey(message.id) : (message.templateId ?? ''));
    if (!template) throw new Error('the template of the message is gone');
    const subscriberId = message.subscriberId ?? id;
    const urls = mailingLinks(prepared.base, prepared.key, id).recipient(prepared.accountId, subscriberId);
    const rendered = renderFor(withData(template.compiled, message.data), { ...recipient, email: recipient.email! }, urls);
    return {
      from: template.from,
      to: recipient.email!,
      raw: rendered.raw,
      tags: { account: prepared.accountId, mailing: id, subscriber: subscriberId },
    };
  },

  deliver: (_prepared, message) => sendRaw(message),

  finish: (prepared, sent) => prepared.reservation.settle(sent),
};
