import { MAILING_STATES } from '@shared/constants';
import { tagSuggestions } from '@shared/rules/tags';
import type { TagSuggestionList } from '@shared/schemas/reports';
import { mailingStatesCovered } from '@shared/versions';
import type { Principal } from '@functions/platform/http';
import { tagsRepository } from '@functions/predefined/tags-service';
import { lifecycleRepository } from './lifecycle-repository';

/** Recent mailings whose tags are suggested too: a bounded read (the list's own read limit caps it further). */
const USED_TAGS_FROM = 500;

/**
 * Issue 18: the tags a mailing form or the campaigns report's filter suggests: the account's
 * predefined tags (company settings) and those its latest mailings carry, of the states the
 * actor's versions reach. Only the account's own partitions are read.
 */
export async function mailingTagSuggestions(actor: Pick<Principal, 'accountId' | 'versions'>): Promise<TagSuggestionList> {
  const states = MAILING_STATES.filter((s) => mailingStatesCovered(actor.versions.mailing).includes(s));
  const [predefined, recent] = await Promise.all([
    tagsRepository.list(actor.accountId),
    lifecycleRepository.heads(actor.accountId, { states }, USED_TAGS_FROM),
  ]);
  return {
    items: tagSuggestions(
      predefined,
      recent.items.map((m) => m.tags),
    ),
  };
}
