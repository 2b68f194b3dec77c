import { encodeLink } from '@functions/sending/links';

/** The public path of a tracked link in a text: /t/k/<signed token> (functions/tracking/handler.ts). */
export const SMS_CLICK_PATH = '/t/k/';

const URL_IN_TEXT = /https?:\/\/[^\s]+/g;

/**
 * A variant's text for one recipient with each link made a tracked one: a signed token naming the
 * account, the sending, the subscriber and the target, so the click is counted without a database
 * read to verify it (as e-mail clicks are) and the person lands where the text pointed. Its kind
 * (`k`) is signed: the e-mail click path does not take it, nor this path an e-mail's click.
 */
export function trackedText(
  text: string,
  key: Uint8Array,
  base: string,
  who: { accountId: string; smsId: string; subscriberId: string },
): string {
  return text.replace(
    URL_IN_TEXT,
    (url) => `${base}${SMS_CLICK_PATH}${encodeLink(key, { k: 'k', a: who.accountId, m: who.smsId, s: who.subscriberId, u: url })}`,
  );
}
