import type { TFunction } from 'i18next';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { formatGsm } from '@shared/rules/contacts';
import type { Subscriber } from '@shared/schemas/subscriber';

/** How a subscriber is named in links and headers: the address, else the number, else as forgotten. */
export function subscriberTitle(t: TFunction, s: Pick<Subscriber, 'email' | 'gsm' | 'status'>): string {
  if (s.email) return s.email;
  if (s.gsm) return formatGsm(s.gsm);
  return s.status === SUBSCRIBER_STATUS.forgotten ? t('subscribers.forgottenTitle') : t('subscribers.noContact');
}
