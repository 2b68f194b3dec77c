import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import MailComposer from 'nodemailer/lib/mail-composer';
import { ses } from './aws';
import { config } from './config';

export interface OutgoingEmail {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** SES message tags (CloudWatch dimensions and event attribution). */
  tags?: Record<string, string>;
}

/** Builds the MIME message (nodemailer's composer handles encodings and multipart). */
export async function composeMime(email: OutgoingEmail): Promise<Buffer> {
  const composer = new MailComposer({
    from: email.from,
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    headers: email.headers,
    textEncoding: 'quoted-printable',
  });
  return composer.compile().build();
}

/** Sends one message through SES with the configuration set, so its events come back to us. */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  const raw = await composeMime(email);
  const out = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: email.from.address,
      Destination: { ToAddresses: [email.to] },
      Content: { Raw: { Data: raw } },
      ConfigurationSetName: config.sesConfigurationSet,
      EmailTags: Object.entries(email.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  if (!out.MessageId) throw new Error('SES returned no MessageId');
  return out.MessageId;
}

export const systemSender = () => ({ name: 'Goniec', address: `no-reply@${config.senderDomain}` });
