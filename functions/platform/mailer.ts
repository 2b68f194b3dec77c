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

/** Bodies end lines in CRLF (RFC 5322): bare LF is what spam filters score and some relays mangle. */
const crlf = (s: string) => s.replace(/\r?\n|\r/g, '\r\n');

/** Builds the MIME message (nodemailer's composer handles encodings and multipart). */
export async function composeMime(email: OutgoingEmail): Promise<Buffer> {
  const composer = new MailComposer({
    from: email.from,
    to: email.to,
    subject: email.subject,
    html: { content: crlf(email.html), contentTransferEncoding: 'quoted-printable' },
    text: { content: crlf(email.text), contentTransferEncoding: 'quoted-printable' },
    headers: email.headers,
    textEncoding: 'quoted-printable',
  });
  return composer.compile().build();
}

/** Sends one composed message through SES with the configuration set, so its events come back to us. */
export async function sendRaw(message: { from: string; to: string; raw: Buffer; tags?: Record<string, string> }): Promise<string> {
  const out = await ses().send(
    new SendEmailCommand({
      FromEmailAddress: message.from,
      Destination: { ToAddresses: [message.to] },
      Content: { Raw: { Data: message.raw } },
      ConfigurationSetName: config.sesConfigurationSet,
      EmailTags: Object.entries(message.tags ?? {}).map(([Name, Value]) => ({ Name, Value })),
    }),
  );
  if (!out.MessageId) throw new Error('SES returned no MessageId');
  return out.MessageId;
}

export async function sendEmail(email: OutgoingEmail): Promise<string> {
  return sendRaw({ from: email.from.address, to: email.to, raw: await composeMime(email), tags: email.tags });
}

export const systemSender = () => ({ name: 'Goniec', address: `no-reply@${config.senderDomain}` });

/**
 * A mailing's multipart built once by nodemailer with placeholders where recipients differ (To,
 * Subject, Message-ID, Date, List-Unsubscribe and the two bodies): render.ts lays the pieces and
 * the bodies' quoted-printable statics out as one MessagePlan, so a recipient's message is these
 * bytes with its own values in the holes, headers encoded as nodemailer encodes them.
 */
export interface MimeTemplate {
  pieces: Buffer[];
  /** What goes between pieces[i] and pieces[i + 1]. */
  holes: Hole[];
  domain: string;
}
export type Hole = 'to' | 'subject' | 'messageId' | 'date' | 'unsubscribe' | 'text' | 'html';
const HOLES: Record<Hole, string> = {
  to: 'To: hole-to@goniec.invalid',
  subject: 'Subject: XHOLESUBJECTX',
  messageId: 'Message-ID: <XHOLEMIDX@goniec.invalid>',
  date: 'Date: XHOLEDATEX',
  unsubscribe: 'List-Unsubscribe: XHOLEUNSUBX',
  text: 'XHOLETEXTX',
  html: 'XHOLEHTMLX',
};

export async function mimeTemplate(input: {
  from: { name: string; address: string };
  replyTo?: string;
  headers: Record<string, string>;
  senderDomain: string;
}): Promise<MimeTemplate> {
  const raw = (
    await new MailComposer({
      from: input.from,
      ...(input.replyTo ? { replyTo: input.replyTo } : {}),
      to: 'hole-to@goniec.invalid',
      subject: 'XHOLESUBJECTX',
      messageId: '<XHOLEMIDX@goniec.invalid>',
      date: 'XHOLEDATEX',
      // The mailing's headers come encoded (render.ts): nodemailer would encode List-Id's address too.
      headers: {
        ...Object.fromEntries(Object.entries(input.headers).map(([k, value]) => [k, { prepared: true, value }])),
        'List-Unsubscribe': 'XHOLEUNSUBX',
      },
      html: { content: 'XHOLEHTMLX', contentTransferEncoding: 'quoted-printable' },
      text: { content: 'XHOLETEXTX', contentTransferEncoding: 'quoted-printable' },
    })
      .compile()
      .build()
  ).toString('latin1');
  const pieces: Buffer[] = [];
  const holes: Hole[] = [];
  const pattern = new RegExp(
    Object.values(HOLES)
      .map((h) => h.replace(/[.*+?^${}()|[\]\\<>]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const byText = new Map(Object.entries(HOLES).map(([k, v]) => [v, k as Hole]));
  let last = 0;
  for (const m of raw.matchAll(pattern)) {
    pieces.push(Buffer.from(raw.slice(last, m.index), 'latin1'));
    holes.push(byText.get(m[0])!);
    last = m.index + m[0].length;
  }
  pieces.push(Buffer.from(raw.slice(last), 'latin1'));
  if (holes.length !== Object.keys(HOLES).length) throw new Error(`MIME template has ${holes.length} holes`);
  return { pieces, holes, domain: input.senderDomain };
}

let dateSecond = 0;
let dateText = '';
/** The Date header's value (RFC 5322), formatted once a second. */
export function dateHeader(): string {
  const now = Date.now();
  if (now - dateSecond >= 1000) {
    dateSecond = now - (now % 1000);
    dateText = new Date(dateSecond).toUTCString().replace(/GMT/, '+0000');
  }
  return dateText;
}

/**
 * Where messages are written, reused: a 130 KB message allocated per recipient is memory outside
 * V8's heap that only a full collection gives back, which costs more than building the message. A
 * message written here is valid until the arena's next message: one arena per message in flight.
 */
export interface MimeArena {
  buf?: Buffer;
}
