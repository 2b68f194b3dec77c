import { isApiError } from '@web/api/errors';

/** Refusals that say where a segment's audience stands rather than that something broke. */
export const AUDIENCE_CODES = ['SEGMENT_NOT_CONFIGURED', 'SEGMENT_AUDIENCE_EXPIRED', 'SEGMENT_STILL_PROCESSING'] as const;
export type AudienceCode = (typeof AUDIENCE_CODES)[number];

/** The audience refusal an error is, if it is one. */
export function audienceRefusal(error: unknown): AudienceCode | undefined {
  return isApiError(error) ? AUDIENCE_CODES.find((code) => code === error.code) : undefined;
}
