import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { SMTP_MAX_MESSAGE_BYTES, SMTP_MAX_RECIPIENTS } from '@shared/rules/smtp';
import { logger } from '@functions/platform/logger';
import { acceptRelayed, checkSender, SmtpRefusal } from './accept';
import { smtpCodeMatches } from './code';
import { smtpRepository, type SmtpUserRecord } from './repository';

interface Authenticated {
  accountId: string;
  user: SmtpUserRecord;
}

const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

function firstAddress(value: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((a) => a.value)[0];
}

/**
 * The SMTP relay (issue 20): an application signs in as one of the account's SMTP users and its
 * messages go through the delivery engine's transactional path, so the account's sender rules,
 * tracking, suppressions, counters and events apply as to /v1/transactional/email.
 */
export async function startSmtpRelay(options: { port: number; host?: string; tls?: { key: Buffer; cert: Buffer } }) {
  const settings: SMTPServerOptions = {
    name: 'goniec-smtp',
    banner: 'Goniec SMTP relay',
    authMethods: ['PLAIN', 'LOGIN'],
    authOptional: false,
    size: SMTP_MAX_MESSAGE_BYTES,
    // Locally the relay listens on 127.0.0.1 without TLS; deployed, the load balancer ends TLS on 465.
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : { disabledCommands: ['STARTTLS'], allowInsecureAuth: true }),
    async onAuth(auth, _session, callback) {
      const username = (auth.username ?? '').trim().toLowerCase();
      const found = username ? await smtpRepository.byUsername(username).catch(() => undefined) : undefined;
      const ok = found?.user.active && (await smtpCodeMatches(auth.password ?? '', found.user.codeHash));
      if (!found || !ok) {
        logger.warn('smtp sign-in refused', { username, reason: found ? (found.user.active ? 'code' : 'inactive') : 'unknown' });
        return callback(refusal(535, 'Authentication failed: wrong username or code, or the SMTP user is inactive'));
      }
      callback(null, { user: { accountId: found.accountId, user: found.user } satisfies Authenticated });
    },
    async onMailFrom(address, session, callback) {
      const who = session.user as unknown as Authenticated;
      try {
        await checkSender(who.accountId, address.address);
        callback();
      } catch (error) {
        logger.warn('smtp sender refused', { accountId: who.accountId, smtpUserId: who.user.id, from: address.address });
        callback(error instanceof SmtpRefusal ? refusal(error.responseCode, error.message) : refusal(451, 'Try again later'));
      }
    },
    onRcptTo(_address, session, callback) {
      if (session.envelope.rcptTo.length >= SMTP_MAX_RECIPIENTS)
        return callback(refusal(452, `At most ${SMTP_MAX_RECIPIENTS} recipients per message`));
      callback();
    },
    onData(stream, session, callback) {
      const who = session.user as unknown as Authenticated;
      void (async () => {
        const parsed = await simpleParser(stream);
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded)
          throw new SmtpRefusal(552, `Message over ${SMTP_MAX_MESSAGE_BYTES / 1024 / 1024} MB`);
        const from = firstAddress(parsed.from);
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const replyTo = firstAddress(parsed.replyTo)?.address;
        const html = typeof parsed.html === 'string' ? parsed.html : `<pre>${escapeHtml(parsed.text ?? '')}</pre>`;
        return acceptRelayed(who.accountId, who.user, {
          messageId: parsed.messageId ?? `${session.id}@goniec-smtp`,
          from: from?.address || envelopeFrom,
          recipients: session.envelope.rcptTo.map((r) => r.address),
          content: {
            subject: (parsed.subject ?? '').slice(0, 998),
            html,
            ...(parsed.text ? { text: parsed.text } : {}),
            fromName: (from?.name || who.user.username).slice(0, 100),
            ...(replyTo ? { replyTo } : {}),
          },
        });
      })().then(
        (ids) => {
          logger.info('smtp message queued', { accountId: who.accountId, smtpUserId: who.user.id, interface: who.user.interface, ids });
          callback(null, `Queued as ${ids.join(' ')}`);
        },
        (error: unknown) => {
          logger.warn('smtp message refused', { accountId: who.accountId, smtpUserId: who.user.id, error: error as Error });
          callback(
            error instanceof SmtpRefusal ? refusal(error.responseCode, error.message) : refusal(451, 'Message not queued, try again'),
          );
        },
      );
    },
  };
  const server = new SMTPServer(settings);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => logger.warn('smtp relay error', { error }));
  const address = server.server.address() as AddressInfo;
  return { port: address.port, host: address.address, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
