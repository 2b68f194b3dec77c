import { PublishCommand } from '@aws-sdk/client-sns';
import type { SendEmailCommandInput, SendEmailCommandOutput } from '@aws-sdk/client-sesv2';
import { ses, sns } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';
import { bareAddress } from './emulator-mail';

/** A message SES accepted: its id, sender and the EmailTags it was sent with. */
export interface SentMessage {
  id: string;
  source: string;
  tags?: Record<string, string>;
}

/**
 * moto accepts mail but never publishes SES events. This stands in for the receiving side: every
 * accepted message yields the event SES would publish through the configuration set's SNS
 * destination, chosen like the SES mailbox simulator does (bounce@ and complaint@simulator.amazonses.com
 * bounce or complain; everything else is delivered).
 */
export function sesEventFor(message: SentMessage, recipient: string, at = new Date().toISOString()) {
  // SES gives the message's tags (SendEmail's EmailTags) as lists of values, beside its own.
  const tags = Object.fromEntries(Object.entries(message.tags ?? {}).map(([name, value]) => [name, [value]]));
  const mail = { messageId: message.id, timestamp: at, source: message.source, destination: [recipient], tags };
  const address = bareAddress(recipient);
  if (address === 'bounce@simulator.amazonses.com') {
    return {
      eventType: 'Bounce',
      mail,
      bounce: {
        bounceType: 'Permanent',
        bounceSubType: 'General',
        timestamp: at,
        bouncedRecipients: [{ emailAddress: address, status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }],
      },
    };
  }
  if (address === 'complaint@simulator.amazonses.com') {
    return { eventType: 'Complaint', mail, complaint: { timestamp: at, complainedRecipients: [{ emailAddress: address }] } };
  }
  return { eventType: 'Delivery', mail, delivery: { timestamp: at, recipients: [address], smtpResponse: '250 2.6.0 Message received' } };
}

/**
 * Publishes the event for every message this process hands to SES, right after the emulator accepts
 * it. It hooks the shared SES client (a middleware on its stack) instead of polling the emulator's
 * sent-mail dump: moto's /moto-api/data.json serialises every object it ever held, which grows with
 * each table write, and a poll racing the first sends could miss them. Events are published off the
 * send path, as SES does, so a slow topic never slows sending.
 */
export function startSesFeedback(options: { topicArn: string }) {
  let stopped = false;
  const pending = new Set<Promise<void>>();

  const publish = async (message: SentMessage, recipients: string[]) => {
    for (const recipient of recipients) {
      await sns().send(new PublishCommand({ TopicArn: options.topicArn, Message: JSON.stringify(sesEventFor(message, recipient)) }));
    }
  };

  ses().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (!stopped && context.commandName === 'SendEmailCommand') {
        const input = args.input as SendEmailCommandInput;
        const output = result.output as SendEmailCommandOutput;
        const recipients = [
          ...(input.Destination?.ToAddresses ?? []),
          ...(input.Destination?.CcAddresses ?? []),
          ...(input.Destination?.BccAddresses ?? []),
        ];
        if (output.MessageId && recipients.length) {
          const tags = Object.fromEntries((input.EmailTags ?? []).map((t) => [t.Name ?? '', t.Value ?? '']));
          const job: Promise<void> = publish({ id: output.MessageId, source: input.FromEmailAddress ?? '', tags }, recipients)
            .catch((error: unknown) => logger.warn('SES feedback publish failed', { error: (error as Error).message }))
            .finally(() => pending.delete(job));
          pending.add(job);
        }
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME, override: true },
  );

  return {
    async stop() {
      stopped = true;
      ses().middlewareStack.remove(MIDDLEWARE_NAME);
      await Promise.allSettled([...pending]);
    },
  };
}

const MIDDLEWARE_NAME = 'goniecLocalSesFeedback';
