import PostalMime from 'postal-mime';
import { OutboxList, OutboxMessage, SmsOutboxList, type OutboxSummary } from '@shared/schemas/dev';
import { readEmulatorMail, type EmulatorMessage } from './emulator-mail';
import { readEmulatorSms } from './emulator-sms';

/** The local mail catcher behind /api/dev/outbox: what the emulator's SES accepted, newest first. */
async function parseMessage(message: EmulatorMessage) {
  const email = await PostalMime.parse(message.raw);
  const summary: OutboxSummary = {
    id: message.id,
    from: email.from ? `${email.from.name ? `${email.from.name} ` : ''}<${email.from.address ?? ''}>` : message.source,
    to: message.destinations,
    subject: email.subject ?? '',
    date: email.date,
  };
  return { summary, email };
}

export async function listOutbox(endpoint: string) {
  const messages = (await readEmulatorMail(endpoint)).reverse();
  const items = await Promise.all(messages.map(async (m) => (await parseMessage(m)).summary));
  return OutboxList.parse({ items });
}

export async function getOutboxMessage(endpoint: string, id: string) {
  const message = (await readEmulatorMail(endpoint)).find((m) => m.id === id);
  if (!message) return undefined;
  const { summary, email } = await parseMessage(message);
  return OutboxMessage.parse({
    ...summary,
    html: email.html,
    text: email.text,
    headers: email.headers.map((h) => ({ key: h.key, value: h.value })),
    raw: message.raw,
  });
}

/** The local text catcher behind /api/dev/sms: what the emulator's SNS accepted for phone numbers, newest first. */
export async function listSmsOutbox(endpoint: string) {
  const texts = (await readEmulatorSms(endpoint)).reverse();
  return SmsOutboxList.parse({ items: texts.map((m) => ({ id: m.id, to: m.phoneNumber, message: m.message })) });
}
