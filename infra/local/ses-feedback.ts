import { PublishCommand } from '@aws-sdk/client-sns';
import { sns } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';
import { bareAddress, readEmulatorMail } from './emulator-mail';

/**
 * moto accepts mail but never publishes SES events. This stands in for the receiving side: every
 * accepted message yields the event SES would publish through the configuration set's SNS
 * destination, chosen like the SES mailbox simulator does (bounce@ and complaint@simulator.amazonses.com
 * bounce or complain; everything else is delivered).
 */
export function sesEventFor(message: { id: string; source: string }, recipient: string, at = new Date().toISOString()) {
  const mail = { messageId: message.id, timestamp: at, source: message.source, destination: [recipient] };
  const address = bareAddress(recipient);
  if (address === 'bounce@simulator.amazonses.com') {
    return { eventType: 'Bounce', mail, bounce: { bounceType: 'Permanent', bounceSubType: 'General', timestamp: at, bouncedRecipients: [{ emailAddress: address, status: '5.1.1', diagnosticCode: 'smtp; 550 5.1.1 user unknown' }] } };
  }
  if (address === 'complaint@simulator.amazonses.com') {
    return { eventType: 'Complaint', mail, complaint: { timestamp: at, complainedRecipients: [{ emailAddress: address }] } };
  }
  return { eventType: 'Delivery', mail, delivery: { timestamp: at, recipients: [address], smtpResponse: '250 2.6.0 Message received' } };
}

export function startSesFeedback(options: { endpoint: string; topicArn: string; intervalMs?: number }) {
  const seen = new Set<string>();
  let stopped = false;
  let primed = false;
  let timer: NodeJS.Timeout | undefined;

  async function poll(): Promise<void> {
    try {
      const messages = await readEmulatorMail(options.endpoint);
      for (const message of messages) {
        if (seen.has(message.id)) continue;
        seen.add(message.id);
        // Mail accepted before this runtime started already had its events.
        if (!primed) continue;
        for (const recipient of message.destinations) {
          await sns().send(new PublishCommand({ TopicArn: options.topicArn, Message: JSON.stringify(sesEventFor(message, recipient)) }));
        }
      }
      primed = true;
    } catch (error) {
      logger.warn('SES feedback poll failed', { error: (error as Error).message });
    }
    if (!stopped) timer = setTimeout(poll, options.intervalMs ?? 1000);
  }
  void poll();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
