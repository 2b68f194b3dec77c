import type { SmsSendBody } from '@shared/schemas/sms';
import { SENDER_ID_MAX } from '@shared/rules/sms';
import { AUDIENCE_CODES } from '@web/pages/segments/common/audience-refusal';

/** The sending form as the inputs hold it; SmsSendBody parses it. */
export type SmsDraft = Pick<SmsSendBody, 'name' | 'sender' | 'content' | 'onlyPrefix48' | 'schedule'> & { segmentId: string | null };

export const EMPTY_DRAFT: SmsDraft = { name: '', sender: '', content: '', segmentId: null, onlyPrefix48: false };

/** Refusals that name a field without a path of their own: the sender, or the audience (a segment not ready, nobody to send to). */
export const CODE_FIELDS = {
  SMS_INVALID_SENDER: 'sender',
  SMS_NO_RECIPIENTS: 'segmentId',
  SEGMENT_NOT_FOUND: 'segmentId',
  ...Object.fromEntries(AUDIENCE_CODES.map((code) => [code, 'segmentId'])),
} as Record<string, keyof SmsDraft & string>;

/**
 * A sender that is already wrong while it is being typed (a character no sender ID may hold, or
 * more than SENDER_ID_MAX); one still too short, or of digits only, is said on sending, not at the first key.
 */
export const senderTypingProblem = (sender: string): boolean => {
  const typed = sender.trim();
  return typed.length > SENDER_ID_MAX || /[^A-Za-z0-9]/.test(typed);
};
