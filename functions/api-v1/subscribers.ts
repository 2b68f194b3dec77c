import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import type { BulkUpsertResult, UpsertResult, UpsertSubscriberBody } from '@shared/schemas/api-v1';
import type { UpdateSubscriberBody } from '@shared/schemas/subscriber';
import { ConflictError, ForbiddenError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { propertiesService } from '@functions/properties/service';
import { audienceScope, type AudienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { failedItem } from './item-results';
import { actorOf, subscribersService } from '@functions/subscribers/service';
import { checkContact } from '@functions/subscribers/values';

/**
 * The public API's upsert (issue 19): the web's create and update, the subscriber found by its
 * e-mail, else its number. Sending the same body twice changes nothing the second time ('unchanged'),
 * so a retried call is harmless.
 */

/** The subscriber an address or number names now, normalised as the database keeps them. */
async function existingId(accountId: string, body: UpsertSubscriberBody): Promise<string | undefined> {
  const errors: FieldError[] = [];
  const contact = checkContact({ email: body.email, gsm: body.gsm }, await propertiesService.valueContext(accountId), errors);
  if (errors.length) throw new ValidationError(errors);
  if (!contact.email && !contact.gsm) throw ValidationError.field('email', 'SUBSCRIBER_CONTACT_REQUIRED');
  if (contact.email) {
    const id = (await subscribersRepository.idsByEmails(accountId, [contact.email])).get(contact.email);
    if (id) return id;
  }
  return contact.gsm ? (await subscribersRepository.idsByGsms(accountId, [contact.gsm])).get(contact.gsm) : undefined;
}

/** The fields the body names, as the web's partial update takes them (what it leaves out stays). */
function patchOf(body: UpsertSubscriberBody, version: number): UpdateSubscriberBody {
  const entries = Object.entries({ ...body, version }).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as UpdateSubscriberBody;
}

async function upsertIn(principal: Principal, body: UpsertSubscriberBody, scope: AudienceScope, retried = false): Promise<UpsertResult> {
  const { accountId } = principal;
  const actor = actorOf(principal);
  const id = await existingId(accountId, body);
  // A restricted token reaches its segments' members only; anyone else is answered as the web's
  // create answers a restricted user, so the answer never tells whether the address exists.
  if (!id || (scope && !scope(id))) {
    if (scope) throw new ForbiddenError('SUBSCRIBER_CREATE_RESTRICTED');
    try {
      const created = await subscribersService.create(
        accountId,
        { ...body, status: body.status ?? SUBSCRIBER_STATUS.verified, emailType: body.emailType ?? 'normal' },
        actor,
        'api',
      );
      return { outcome: 'created', subscriber: created };
    } catch (error) {
      // Another call created them meanwhile: this one becomes the update it would have been.
      const raced = error instanceof ConflictError && (error.code === 'SUBSCRIBER_EMAIL_EXISTS' || error.code === 'SUBSCRIBER_GSM_EXISTS');
      if (raced && !retried) return upsertIn(principal, body, scope, true);
      throw error;
    }
  }
  const before = await subscribersService.get(accountId, id, scope);
  const after = await subscribersService.update(accountId, id, patchOf(body, before.version), actor, scope);
  return { outcome: after.version === before.version ? 'unchanged' : 'updated', subscriber: after };
}

export const v1SubscribersService = {
  async upsert(principal: Principal, body: UpsertSubscriberBody): Promise<UpsertResult> {
    return upsertIn(principal, body, await audienceScope(principal.accountId, principal.segmentIds));
  },

  /** Each item on its own, in order: one refused fails with its code (and field errors), the rest go on. */
  async bulk(principal: Principal, items: readonly UpsertSubscriberBody[]): Promise<BulkUpsertResult> {
    const scope = await audienceScope(principal.accountId, principal.segmentIds);
    const results: BulkUpsertResult['items'] = [];
    for (const [index, item] of items.entries()) {
      try {
        const { outcome, subscriber } = await upsertIn(principal, item, scope);
        results.push({ index, outcome, id: subscriber.id });
      } catch (error) {
        results.push(failedItem(index, error));
      }
    }
    return { items: results };
  },
};
