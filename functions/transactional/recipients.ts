import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { SendingHead, SendingStore } from '@functions/delivery/channel';
import { subscribersRepository } from '@functions/subscribers/repository';
import { transactionalRepository, type TransactionalRecord } from './repository';

/**
 * A transactional message as the delivery engine's recipient: its id stands for the subscriber's
 * (the claim, the shard, the progress are the message's), its address or number is the one asked
 * for, its fields are the subscriber's (when it is about one) with the merge data over them, and
 * the subscriber's status and quarantines travel with it for the refusal (shared/rules/transactional.ts).
 */
export type TransactionalRecipient = Subscriber & { message: TransactionalRecord };

export async function loadTransactionalRecipients(accountId: string, ids: readonly string[]): Promise<TransactionalRecipient[]> {
  const records = await transactionalRepository.getMany(accountId, ids);
  const about = records.flatMap((r) => (r.subscriberId ? [r.subscriberId] : []));
  const subscribers = new Map((about.length ? await subscribersRepository.getMany(accountId, about) : []).map((s) => [s.id, s]));
  return records.map((message) => {
    const subscriber = message.subscriberId ? subscribers.get(message.subscriberId) : undefined;
    return {
      props: {},
      version: 0,
      emailType: 'transactional',
      createdAt: message.createdAt,
      updatedAt: message.createdAt,
      ...subscriber,
      status: subscriber?.status ?? SUBSCRIBER_STATUS.verified,
      id: message.id,
      email: message.email,
      gsm: message.gsm,
      message,
    };
  });
}

/**
 * The "sending" of transactional messages is the month's (keys/transactional.ts): it is never
 * planned, paused or completed — each message is its own outcome — so the engine's completion,
 * which waits while a sending is `planning`, never ends it.
 */
export const transactionalStore: SendingStore = {
  head: async (_accountId, id): Promise<SendingHead> => ({ id, state: 'sending', planning: true, recipients: 0, item: {} }),
  beginPlanning: async () => false,
  checkpoint: async () => false,
  finishPlanning: async () => false,
  end: async () => false,
  checkAgainAt: async () => undefined,
  tellOwner: async () => undefined,
  noRecipients: 'TRANSACTIONAL_NOT_FOUND',
};
