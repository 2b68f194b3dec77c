import { describe, expect, it } from 'vitest';
import { smsDeliveryStatus } from './sms-delivery';

const failure = (providerResponse: string) => smsDeliveryStatus({ status: 'FAILURE', delivery: { providerResponse } });

describe('SMS delivery status of an SNS delivery log', () => {
  it('is delivered once the handset acknowledged, accepted while only the operator has it', () => {
    expect(
      smsDeliveryStatus({
        status: 'SUCCESS',
        delivery: { providerResponse: 'Message has been accepted by phone carrier', dwellTimeMsUntilDeviceAck: 1344 },
      }),
    ).toBe('delivered');
    expect(smsDeliveryStatus({ status: 'SUCCESS', delivery: { providerResponse: 'Message has been accepted by phone' } })).toBe(
      'delivered',
    );
    expect(smsDeliveryStatus({ status: 'SUCCESS', delivery: { providerResponse: 'Message has been accepted by phone carrier' } })).toBe(
      'accepted',
    );
  });

  it('names a failure by the provider’s words', () => {
    expect(failure('Phone is currently unreachable/unavailable')).toBe('expired');
    expect(failure('Phone carrier is currently unreachable/unavailable')).toBe('expired');
    expect(failure('Invalid phone number')).toBe('undeliverable');
    expect(failure('Phone number is opted out')).toBe('undeliverable');
    expect(failure('Blocked as spam by phone carrier')).toBe('rejected');
    expect(failure('Phone has blocked SMS')).toBe('rejected');
    expect(failure('Price for message exceeds the spend limit')).toBe('rejected');
    expect(failure('Unknown error attempting to reach phone')).toBe('unknown');
    expect(failure('Something nobody foresaw')).toBe('unknown');
    expect(smsDeliveryStatus({})).toBe('unknown');
  });
});
