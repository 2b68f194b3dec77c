import { ulid } from 'ulid';
import type { CreateSubscriberBody, Subscriber } from '@shared/schemas/subscriber';
import { ConflictError, NotFoundError } from '@functions/platform/errors';
import { isConditionFailure, nowIso } from '@functions/platform/dynamo';
import { subscribersRepository } from './repository';

export const subscribersService = {
  async create(accountId: string, body: CreateSubscriberBody): Promise<Subscriber> {
    const at = nowIso();
    const subscriber: Subscriber = {
      id: ulid(), email: body.email, name: body.name, status: body.status, emailType: body.emailType,
      source: 'manual', createdAt: at, updatedAt: at,
    };
    try {
      await subscribersRepository.create(accountId, subscriber);
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError('SUBSCRIBER_EMAIL_EXISTS', { email: body.email });
      throw error;
    }
    return subscriber;
  },

  async get(accountId: string, id: string): Promise<Subscriber> {
    const subscriber = await subscribersRepository.get(accountId, id);
    if (!subscriber) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    return subscriber;
  },

  list: (accountId: string, limit: number, cursor?: string) => subscribersRepository.list(accountId, limit, cursor),
};
