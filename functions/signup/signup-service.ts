import { SUBSCRIBER_STATUS, type SubscriberStatus } from '@shared/constants';
import { checkPropertyValue, type PropertyValue } from '@shared/properties';
import type { Consent } from '@shared/schemas/signup';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { ChangeActor } from '@shared/schemas/subscriber-records';
import { nowIso } from '@functions/platform/dynamo';
import { AppError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { propertiesService } from '@functions/properties/service';
import { applyPatch } from '@functions/subscribers/changes';
import { subscribersRepository } from '@functions/subscribers/repository';
import { subscribersService } from '@functions/subscribers/service';
import { commit } from '@functions/subscribers/writer';
import { consentsService } from './consents-service';
import { sendConfirmation } from './confirmation-email';
import { formsRepository, type FormRecord } from './forms-repository';
import type { FormView } from './public-pages';

/** What a visitor sent, checked against the form: the address, the other values by property, the consents ticked. */
export interface Submission {
  email: string;
  values: Record<string, PropertyValue>;
  consents: Consent[];
}

/** The statuses a repeated sign-up leaves alone: subscribed already, blocked by the account, or forgotten. */
const STAYS: readonly SubscriberStatus[] = [
  SUBSCRIBER_STATUS.withoutVerification,
  SUBSCRIBER_STATUS.unverified,
  SUBSCRIBER_STATUS.verified,
  SUBSCRIBER_STATUS.blocked,
  SUBSCRIBER_STATUS.forgotten,
];

const DAY_MS = 86_400_000;

/**
 * Checks the visitor's values against the form's fields (as a form in the app would): a missing
 * required value, a value its property refuses, an unticked required consent. Field errors are
 * keyed by the post's field names; the words are the hosted page's.
 */
export async function checkSubmission(
  accountId: string,
  view: FormView,
  raw: Map<string, string[]>,
  consentField: (id: string) => string,
): Promise<
  { ok: true; submission: Submission } | { ok: false; errors: Record<string, 'fieldRequired' | 'fieldInvalid' | 'consentRequired'> }
> {
  const ctx = await propertiesService.valueContext(accountId);
  const errors: Record<string, 'fieldRequired' | 'fieldInvalid' | 'consentRequired'> = {};
  const values: Record<string, PropertyValue> = {};
  for (const field of view.fields) {
    const given = (raw.get(field.propertyId) ?? []).map((v) => v.trim()).filter((v) => v !== '');
    if (given.length === 0) {
      if (field.required) errors[field.propertyId] = 'fieldRequired';
      continue;
    }
    const result = checkPropertyValue(field.def, field.def.type === 'multilist' ? given : given[0], ctx);
    if (!result.ok) errors[field.propertyId] = 'fieldInvalid';
    else if (result.value !== null) values[field.propertyId] = result.value;
  }
  const consents: Consent[] = [];
  for (const consent of view.consents) {
    const ticked = (raw.get(consentField(consent.id)) ?? []).includes('yes');
    if (ticked) consents.push(consent);
    else if (consent.required) errors[consentField(consent.id)] = 'consentRequired';
  }
  if (Object.keys(errors).length || typeof values.email !== 'string') return { ok: false, errors };
  return { ok: true, submission: { email: values.email, values, consents } };
}

/** The subscriber's fields and properties from a submission; consents only when they count now (single opt-in). */
function subscriberValues(submission: Submission, withConsents: boolean) {
  const { email: _email, name, gsm, ...props } = submission.values;
  const consentProps = withConsents ? Object.fromEntries(submission.consents.map((c) => [c.propertyId, nowIso()])) : {};
  return {
    email: submission.email,
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof gsm === 'string' ? { gsm } : {}),
    props: { ...props, ...consentProps } as Record<string, PropertyValue>,
  };
}

export const signupService = {
  /**
   * Takes a checked submission. Whatever happens the visitor sees the same answer (the caller's
   * thank-you page): a new address is signed up; one that left the list signs up again; one already
   * subscribed, blocked or forgotten is left as it is, with no second subscriber and no e-mail. A
   * refusal of the write (the plan's limit, a number another subscriber has) is logged, not shown.
   */
  async submit(accountId: string, form: FormRecord, submission: Submission): Promise<void> {
    const double = form.confirm === 'double';
    const status = double ? SUBSCRIBER_STATUS.unverified : SUBSCRIBER_STATUS.withoutVerification;
    const actor: ChangeActor = { kind: 'form', formId: form.id };
    const values = subscriberValues(submission, !double);
    let subscriber: Subscriber;
    try {
      const existingId = (await subscribersRepository.idsByEmails(accountId, [submission.email])).get(submission.email);
      const existing = existingId ? await subscribersRepository.get(accountId, existingId, true) : undefined;
      if (existing && STAYS.includes(existing.status)) return;
      if (existing) {
        const ctx = await propertiesService.valueContext(accountId);
        const defs = await propertiesService.propsById(accountId);
        // Values were checked against the form's properties; only properties still defined are kept.
        const props = Object.fromEntries(
          Object.entries(values.props).filter(([id]) => defs.has(id) && checkPropertyValue(defs.get(id)!, values.props[id], ctx).ok),
        );
        const at = nowIso();
        const { next, changes } = applyPatch(existing, { status, props, ...(values.name ? { name: values.name } : {}) }, at);
        const result = await commit(
          accountId,
          [{ kind: 'update', prev: existing, next, history: { actor, action: 'updated', changes } }],
          [],
          at,
        );
        if (!result.ok) throw new Error(`rejoin refused: ${result.failures[0]?.code}`);
        subscriber = next;
      } else {
        subscriber = await subscribersService.create(accountId, { ...values, status, emailType: 'normal' }, actor, 'form');
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      logger.warn('sign-up not taken', { accountId, formId: form.id, code: error.code });
      return;
    }
    if (!double) {
      await consentsService.record(
        accountId,
        subscriber.id,
        submission.consents.map((consent) => ({ consent, action: 'given' as const })),
        {
          kind: 'form',
          formId: form.id,
        },
      );
      return;
    }
    const { expiryDays } = await formsRepository.confirmSettings(accountId);
    const now = Date.now();
    await formsRepository.putPending({
      accountId,
      subscriberId: subscriber.id,
      formId: form.id,
      consentIds: submission.consents.map((c) => c.id),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + expiryDays * DAY_MS).toISOString(),
    });
    await sendConfirmation(accountId, form, subscriber.id, submission.email, expiryDays);
  },

  /**
   * The confirmation link's button: status 6 becomes 8, the consents ticked on the form are given
   * now (their property dated, a history line each naming the form). False when there is nothing
   * to confirm (confirmed already, expired, or the subscriber moved on meanwhile).
   */
  async confirm(accountId: string, subscriberId: string): Promise<boolean> {
    const pending = await formsRepository.getPending(accountId, subscriberId);
    const subscriber = await subscribersRepository.get(accountId, subscriberId, true);
    if (!pending) return subscriber?.status === SUBSCRIBER_STATUS.verified;
    if (!subscriber || subscriber.status !== SUBSCRIBER_STATUS.unverified) {
      await formsRepository.takePending(accountId, subscriberId);
      return false;
    }
    const consents = (await consentsService.list(accountId)).items.filter((c) => pending.consentIds.includes(c.id));
    const defs = await propertiesService.propsById(accountId);
    const at = nowIso();
    const props = Object.fromEntries(consents.filter((c) => defs.get(c.propertyId)?.type === 'spec_agr').map((c) => [c.propertyId, at]));
    const { next, changes } = applyPatch(subscriber, { status: SUBSCRIBER_STATUS.verified, props }, at);
    const result = await commit(
      accountId,
      [{ kind: 'update', prev: subscriber, next, history: { actor: { kind: 'form', formId: pending.formId }, action: 'status', changes } }],
      [],
      at,
    );
    if (!result.ok) return false;
    await formsRepository.takePending(accountId, subscriberId);
    await consentsService.record(
      accountId,
      subscriberId,
      consents.map((consent) => ({ consent, action: 'given' as const })),
      { kind: 'form', formId: pending.formId },
      at,
    );
    return true;
  },

  /**
   * The ticker's sweep: sign-ups left unconfirmed past the scenario's days expire. The subscriber,
   * still unconfirmed, becomes unsubscribed (3): never sent to, and a new sign-up starts afresh.
   */
  async expireDue(now: Date, max = 300): Promise<number> {
    const due = await formsRepository.due(now.toISOString(), { max });
    let expired = 0;
    for (const pending of due) {
      try {
        const subscriber = await subscribersRepository.get(pending.accountId, pending.subscriberId, true);
        if (subscriber?.status === SUBSCRIBER_STATUS.unverified) {
          const at = nowIso();
          const { next, changes } = applyPatch(subscriber, { status: SUBSCRIBER_STATUS.unsubscribed }, at);
          // Conditional on the version read: a confirmation that came first wins, and this writes nothing.
          const result = await commit(
            pending.accountId,
            [{ kind: 'update', prev: subscriber, next, history: { actor: { kind: 'system' }, action: 'status', changes } }],
            [],
            at,
          );
          if (!result.ok) continue;
          expired++;
        }
        await formsRepository.takePending(pending.accountId, pending.subscriberId);
      } catch (error) {
        // One account's trouble (a migration holding its writes) must not stop the others; its item stays due for the next tick.
        logger.warn('sign-up not expired', { accountId: pending.accountId, error: error as Error });
      }
    }
    return expired;
  },
};
