import { random } from './random';

/**
 * The events of the events bench (events.ts): what SES publishes through SNS for a big campaign
 * and a smaller one running beside it, in the order they arrive, as SQS message bodies.
 *
 * The mix per recipient, close to industry averages for a permission-based list: 97.5% delivered,
 * 2.5% bounced (of which 80% permanent with a listed 550, 20% transient), 0.08% of deliveries
 * complain; 25% of deliveries open (1 to 4 open events each, 1.8 on average: readers reopen, and
 * Apple's proxy fetches), 4% of deliveries click (1 or 2 click events; SES counts a click without
 * an open if images were off). About 1.45 events per recipient.
 *
 * Payloads are SES's full records (headers, common headers, its own tags beside ours) inside SNS's
 * envelope (signature and all), ~2.7 KB each, as the queue receives them.
 */
export interface Plan {
  /** Index of the recipient, of the sending, kind of event and when it happens (seconds from the start). */
  recipient: number;
  sending: number;
  kind: 'Delivery' | 'Bounce' | 'Transient' | 'Complaint' | 'Open' | 'Click';
  at: number;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A ULID-shaped id: time part from `ms`, random part from the seeded generator. */
export function ulidAt(ms: number, next: () => number): string {
  let time = '';
  for (let i = 0, t = ms; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32]! + time;
  let rest = '';
  for (let i = 0; i < 16; i++) rest += CROCKFORD[Math.floor(next() * 32)]!;
  return time + rest;
}

/** Plans `total` events over two sendings (85% / 15% of the recipients), sorted by arrival. */
export function planEvents(total: number, seed = 12): Plan[] {
  const next = random(seed);
  const plan: Plan[] = [];
  for (let recipient = 0; plan.length < total; recipient++) {
    const sending = next() < 0.85 ? 0 : 1;
    // A sending goes out over an hour; SES reports the outcome seconds later; opens come over a day.
    const sent = next() * 3600 + sending * 600;
    const outcome = next();
    if (outcome < 0.02) plan.push({ recipient, sending, kind: 'Bounce', at: sent + 5 + next() * 60 });
    else if (outcome < 0.025) plan.push({ recipient, sending, kind: 'Transient', at: sent + 600 + next() * 3600 });
    if (outcome < 0.025) continue;
    const delivered = sent + 2 + next() * 8;
    plan.push({ recipient, sending, kind: 'Delivery', at: delivered });
    if (next() < 0.0008) plan.push({ recipient, sending, kind: 'Complaint', at: delivered + next() * 86_400 });
    const opener = next() < 0.25;
    let seen = delivered + 60 + next() * 20_000;
    if (opener) {
      const opens = 1 + Math.floor(next() * next() * 4);
      for (let i = 0; i < opens; i++, seen += next() * 20_000) plan.push({ recipient, sending, kind: 'Open', at: seen });
    }
    if (next() < 0.04) {
      const clicks = next() < 0.35 ? 2 : 1;
      for (let i = 0; i < clicks; i++) plan.push({ recipient, sending, kind: 'Click', at: seen + 5 + next() * 600 * (i + 1) });
    }
  }
  plan.length = total;
  return plan.sort((a, b) => a.at - b.at);
}

const START = Date.parse('2026-11-20T09:00:00.000Z');
const iso = (seconds: number) => new Date(START + seconds * 1000).toISOString();

/** The SQS body SES → SNS → SQS delivers for one planned event. */
export function body(p: Plan, ids: { account: string; mailings: string[]; subscriber: (i: number) => string }): string {
  const messageId = `0102019${(p.recipient * 7919).toString(16).padStart(9, '0')}-8f2c1a3b-4d5e-4f60-9a7b-${p.recipient.toString(16).padStart(12, '0')}-000000`;
  const to = `recipient${p.recipient}@example.com`;
  const sentAt = iso(Math.max(0, p.at - 30));
  const mail = {
    timestamp: sentAt,
    source: 'Sklep <news@goniec.example>',
    sourceArn: 'arn:aws:ses:eu-central-1:123456789012:identity/goniec.example',
    sendingAccountId: '123456789012',
    messageId,
    destination: [to],
    headersTruncated: false,
    headers: [
      { name: 'From', value: 'Sklep <news@goniec.example>' },
      { name: 'To', value: to },
      { name: 'Subject', value: 'Listopadowa oferta dla Ciebie' },
      { name: 'MIME-Version', value: '1.0' },
      { name: 'Content-Type', value: 'multipart/alternative; boundary="----=_Part_1234_5678.1732093200000"' },
      { name: 'List-Unsubscribe', value: `<https://goniec.example/t/u/${messageId.slice(0, 40)}>` },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ],
    commonHeaders: { from: ['Sklep <news@goniec.example>'], to: [to], messageId, subject: 'Listopadowa oferta dla Ciebie' },
    tags: {
      'ses:operation': ['SendEmail'],
      'ses:configuration-set': ['goniec-prod'],
      'ses:source-ip': ['3.120.0.1'],
      'ses:from-domain': ['goniec.example'],
      'ses:caller-identity': ['goniec-prod-send-worker'],
      'ses:outgoing-ip': ['54.240.0.1'],
      account: [ids.account],
      mailing: [ids.mailings[p.sending]!],
      subscriber: [ids.subscriber(p.recipient)],
    },
  };
  const at = iso(p.at);
  const detail: Record<string, unknown> = (() => {
    switch (p.kind) {
      case 'Delivery':
        return {
          eventType: 'Delivery',
          delivery: {
            timestamp: at,
            processingTimeMillis: 2113,
            recipients: [to],
            smtpResponse: '250 2.0.0 OK  1732093200 a1b2c3d4e5f6g7h8.25 - gsmtp',
            reportingMTA: 'b224-13.smtp-out.eu-central-1.amazonses.com',
            remoteMtaIp: '142.250.0.27',
          },
        };
      case 'Bounce':
      case 'Transient':
        return {
          eventType: 'Bounce',
          bounce: {
            feedbackId: `0102019-${messageId}`,
            bounceType: p.kind === 'Bounce' ? 'Permanent' : 'Transient',
            bounceSubType: 'General',
            timestamp: at,
            reportingMTA: 'dns; b224-13.smtp-out.eu-central-1.amazonses.com',
            bouncedRecipients: [
              {
                emailAddress: to,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: p.kind === 'Bounce' ? 'smtp; 550 5.1.1 user unknown' : 'smtp; 421 4.7.0 try again later',
              },
            ],
          },
        };
      case 'Complaint':
        return {
          eventType: 'Complaint',
          complaint: {
            feedbackId: `0102019-${messageId}`,
            complaintSubType: null,
            complainedRecipients: [{ emailAddress: to }],
            timestamp: at,
            userAgent: 'Yahoo!-Mail-Feedback/2.0',
            complaintFeedbackType: 'abuse',
            arrivalDate: at,
          },
        };
      case 'Open':
        return {
          eventType: 'Open',
          open: {
            timestamp: at,
            userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
            ipAddress: '17.58.0.1',
          },
        };
      default:
        return {
          eventType: 'Click',
          click: {
            timestamp: at,
            userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
            ipAddress: '83.0.0.1',
            link: 'https://shop.example/listopad?utm_source=goniec&utm_medium=email',
            linkTags: {},
          },
        };
    }
  })();
  const message = JSON.stringify({ ...detail, mail });
  return JSON.stringify({
    Type: 'Notification',
    MessageId: `b3c4d5e6-${p.recipient.toString(16).padStart(8, '0')}-4a5b-8c9d-0e1f2a3b4c5d`,
    TopicArn: 'arn:aws:sns:eu-central-1:123456789012:goniec-prod-ses-events',
    Message: message,
    Timestamp: at,
    SignatureVersion: '1',
    Signature:
      'EXAMPLEpH+DcEwjAPg8O9mY8dReBSwksfg2S7WKQcikcNKWLQjwu6A4VbeS0QHVCkhRS7fUQvi2egU3N858fiTDN6bkkOxYDVrY0Ad8L10Hs3zH81mtnPk5uvvolIC1CXGu43obcgFxeL3khZl8IKvO61GWB6jI9b5+gLPoBc1Q=',
    SigningCertURL: 'https://sns.eu-central-1.amazonaws.com/SimpleNotificationService-9c6465fa7f48f5cacd23014631ec1136.pem',
    UnsubscribeURL:
      'https://sns.eu-central-1.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=arn:aws:sns:eu-central-1:123456789012:goniec-prod-ses-events:2bcfbf39-05c3-41de-beaa-fcfcc21c8f55',
  });
}
