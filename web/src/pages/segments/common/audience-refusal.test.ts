import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/api/errors';
import { audienceRefusal } from './audience-refusal';

describe('audience refusals', () => {
  it('are told apart from other failures', () => {
    expect(audienceRefusal(new ApiError(409, 'SEGMENT_AUDIENCE_EXPIRED'))).toBe('SEGMENT_AUDIENCE_EXPIRED');
    expect(audienceRefusal(new ApiError(409, 'SEGMENT_NOT_CONFIGURED'))).toBe('SEGMENT_NOT_CONFIGURED');
    expect(audienceRefusal(new ApiError(409, 'SEGMENT_STILL_PROCESSING'))).toBe('SEGMENT_STILL_PROCESSING');
    expect(audienceRefusal(new ApiError(404, 'SEGMENT_NOT_FOUND'))).toBeUndefined();
    expect(audienceRefusal(new Error('x'))).toBeUndefined();
  });
});
