import { afterEach, describe, expect, it } from 'vitest';
import { config } from './config';
import { DEFAULT_SMS_MAX_SEND_RATE, ENV } from './resources';

describe('config.smsMaxSendRate', () => {
  const saved = process.env[ENV.smsMaxSendRate];
  afterEach(() => {
    if (saved === undefined) delete process.env[ENV.smsMaxSendRate];
    else process.env[ENV.smsMaxSendRate] = saved;
  });

  it('reads SMS_MAX_SEND_RATE', () => {
    process.env[ENV.smsMaxSendRate] = '75';
    expect(config.smsMaxSendRate).toBe(75);
  });

  it.each([undefined, '', 'fast', '0', '-3'])('falls back to the provider default (20/s) for %s', (value) => {
    if (value === undefined) delete process.env[ENV.smsMaxSendRate];
    else process.env[ENV.smsMaxSendRate] = value;
    expect(config.smsMaxSendRate).toBe(DEFAULT_SMS_MAX_SEND_RATE);
    expect(DEFAULT_SMS_MAX_SEND_RATE).toBe(20);
  });
});
