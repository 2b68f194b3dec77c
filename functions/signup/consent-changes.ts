import type { ConsentHistoryEntry, ConsentSource } from '@shared/schemas/signup';
import { nowIso } from '@functions/platform/dynamo';
import { consentsRepository } from './consents-repository';

/** A subscriber's properties before and after a write. */
export interface PropsChange {
  subscriberId: string;
  before: Readonly<Record<string, unknown>>;
  after: Readonly<Record<string, unknown>>;
}

/**
 * Consent history for writes that set consent properties by other ways than a sign-up form: a
 * person editing a subscriber (source manual) or an import (source import). A property of a
 * consent that goes from empty to set is the consent given (in its current version), from set to
 * empty withdrawn; a property no consent uses has no history. Written after the subscribers'
 * own write, not in its transaction: a failure here loses history lines, never a subscriber's data.
 */
export async function recordConsentChanges(
  accountId: string,
  changes: readonly PropsChange[],
  source: ConsentSource,
  at = nowIso(),
): Promise<void> {
  if (changes.length === 0) return;
  const consents = await consentsRepository.list(accountId);
  if (consents.length === 0) return;
  const entries: { subscriberId: string; entry: Omit<ConsentHistoryEntry, 'id'> }[] = [];
  for (const change of changes) {
    for (const consent of consents) {
      const was = change.before[consent.propertyId] != null;
      const is = change.after[consent.propertyId] != null;
      if (was === is) continue;
      entries.push({
        subscriberId: change.subscriberId,
        entry: {
          at,
          consentId: consent.id,
          consentName: consent.name,
          version: consent.version,
          action: is ? 'given' : 'withdrawn',
          source,
        },
      });
    }
  }
  await consentsRepository.addHistory(accountId, entries);
}
