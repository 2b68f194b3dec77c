import { ulid } from 'ulid';
import type { Consent, ConsentBody, ConsentHistoryEntry, ConsentSource } from '@shared/schemas/signup';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import type { AudienceScope } from '@functions/segments/restriction';
import { subscribersService } from '@functions/subscribers/service';
import { consentsRepository } from './consents-repository';
import { formsRepository } from './forms-repository';

async function assertConsentProperty(accountId: string, propertyId: string): Promise<void> {
  const def = (await propertiesService.propsById(accountId)).get(propertyId);
  if (def?.type !== 'spec_agr') throw ValidationError.field('propertyId', 'CONSENT_PROPERTY_INVALID');
}

async function load(accountId: string, id: string): Promise<Consent> {
  const consent = await consentsRepository.get(accountId, id);
  if (!consent) throw new NotFoundError('CONSENT_NOT_FOUND');
  return consent;
}

/**
 * Consents (issue 15): the words a subscriber agrees to, each linked to one consent (spec_agr)
 * property, which holds when they agreed. The words are versioned: an edit of the text is a new
 * version and the old ones stay, so a subscriber's history can always show what they agreed to.
 */
export const consentsService = {
  async list(accountId: string): Promise<{ items: Consent[] }> {
    const items = await consentsRepository.list(accountId);
    return { items: items.sort((a, b) => a.createdAt.localeCompare(b.createdAt)) };
  },

  async create(accountId: string, body: ConsentBody): Promise<Consent> {
    await assertConsentProperty(accountId, body.propertyId);
    const at = nowIso();
    const consent: Consent = { id: ulid(), ...body, version: 1, createdAt: at, updatedAt: at };
    if (!(await consentsRepository.create(accountId, consent))) throw ValidationError.field('propertyId', 'CONSENT_PROPERTY_TAKEN');
    return consent;
  },

  /** A new text is a new version; the name and whether it is required change in place. The property never changes. */
  async update(accountId: string, id: string, body: ConsentBody): Promise<Consent> {
    const prev = await load(accountId, id);
    if (body.propertyId !== prev.propertyId) throw ValidationError.field('propertyId', 'CONSENT_PROPERTY_INVALID');
    const textChanged = body.text !== prev.text;
    const next: Consent = { ...prev, ...body, version: textChanged ? prev.version + 1 : prev.version, updatedAt: nowIso() };
    if (!(await consentsRepository.update(accountId, prev, next))) throw new ConflictError('CONSENT_NOT_FOUND');
    return next;
  },

  async versions(accountId: string, id: string) {
    await load(accountId, id);
    return { items: await consentsRepository.versions(accountId, id) };
  },

  /** A consent a form offers stays: the form would lose a consent its visitors were shown. */
  async remove(accountId: string, id: string): Promise<{ ok: true }> {
    const consent = await load(accountId, id);
    const forms = await formsRepository.list(accountId);
    const users = forms.filter((f) => f.consentIds.includes(id));
    if (users.length) throw new ConflictError('CONSENT_IN_USE', { forms: users.map((f) => f.name).join(', ') });
    await consentsRepository.delete(accountId, consent);
    return { ok: true };
  },

  /** A subscriber outside the caller's segments reads as missing (subscribersService.get). */
  async history(accountId: string, subscriberId: string, scope: AudienceScope): Promise<{ items: ConsentHistoryEntry[] }> {
    await subscribersService.get(accountId, subscriberId, scope);
    return { items: await consentsRepository.history(accountId, subscriberId) };
  },

  /** Records consents given or withdrawn, each with the version of the words in force now. */
  async record(
    accountId: string,
    subscriberId: string,
    changes: readonly { consent: Consent; action: 'given' | 'withdrawn' }[],
    source: ConsentSource,
    at = nowIso(),
  ): Promise<void> {
    await consentsRepository.addHistory(
      accountId,
      changes.map(({ consent, action }) => ({
        subscriberId,
        entry: { at, consentId: consent.id, consentName: consent.name, version: consent.version, action, source },
      })),
    );
  },
};
