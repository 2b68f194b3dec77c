import type { SmsMessageStatus } from '../schemas/sms';

/**
 * An operator's delivery report as SNS logs it for a text published to a phone number (CloudWatch
 * Logs groups `sns/<region>/<account>/DirectPublishToPhoneNumber` and `…/Failure`), the fields read.
 */
export interface SnsSmsDeliveryLog {
  notification?: { messageId?: string; timestamp?: string };
  delivery?: {
    destination?: string;
    priceInUSD?: number;
    numberOfMessageParts?: number;
    providerResponse?: string;
    dwellTimeMsUntilDeviceAck?: number;
  };
  status?: string;
}

/**
 * The spec's status (section 3) of a delivery report. SUCCESS: `delivered` once the handset
 * acknowledged it (SNS gives the time it took, or the provider says the phone took it), else
 * `accepted` (at the operator). FAILURE: by the provider's words — a phone off or out of reach for
 * the message's validity is `expired`; a number that does not exist, is no mobile or is opted out is
 * `undeliverable`; a message the operator or the phone blocked (spam, blocked sender, too long,
 * price or spend limit) is `rejected`; anything else `unknown`. Expired, undeliverable and rejected
 * count towards the number's quarantine (spec section 4); unknown does not, as it may be ours.
 */
export function smsDeliveryStatus(log: SnsSmsDeliveryLog): SmsMessageStatus {
  const said = (log.delivery?.providerResponse ?? '').toLowerCase();
  if (log.status === 'SUCCESS') {
    const acknowledged =
      log.delivery?.dwellTimeMsUntilDeviceAck !== undefined || /accepted by (the )?(phone|handset)\b(?! carrier)|delivered/.test(said);
    return acknowledged ? 'delivered' : 'accepted';
  }
  if (log.status !== 'FAILURE') return 'unknown';
  if (/unreachable|unavailable|switched off|timed out|ttl|expired/.test(said)) return 'expired';
  if (/invalid|unknown (phone|number|subscriber)|not a mobile|landline|opted out|does not exist|no longer/.test(said))
    return 'undeliverable';
  if (/block|spam|reject|too long|price|spend|filter/.test(said)) return 'rejected';
  return 'unknown';
}
