import { describe, expect, it } from 'vitest';
import { sendFailureKind } from './aws';

const answered = (status: number, name = 'Error') => Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('what a failed provider call means for the message', () => {
  it('is sent later when the provider said too fast, and retried when it failed without accepting', () => {
    expect(sendFailureKind(answered(400, 'TooManyRequestsException'))).toBe('throttled');
    expect(sendFailureKind(answered(400, 'ThrottledException'))).toBe('throttled');
    expect(sendFailureKind(answered(429))).toBe('throttled');
    expect(sendFailureKind(answered(500, 'InternalFailure'))).toBe('retry');
    expect(sendFailureKind(answered(503, 'ServiceUnavailable'))).toBe('retry');
    expect(sendFailureKind(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe('retry');
  });

  it('is never sent again when no answer came (it may have been accepted), and is final when refused', () => {
    expect(sendFailureKind(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe('unknown');
    expect(sendFailureKind(Object.assign(new Error('timed out'), { name: 'TimeoutError' }))).toBe('unknown');
    expect(sendFailureKind(new TypeError('a bug, not the provider'))).toBe('unknown');
    expect(sendFailureKind(answered(400, 'MessageRejected'))).toBe('rejected');
    expect(sendFailureKind(answered(400, 'InvalidParameter'))).toBe('rejected');
  });
});
