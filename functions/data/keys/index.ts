import { AccountKeyContext, type DataLayout, type TableKey } from './context';
import type { Relocation } from './relocation';
import { sendingKeys, sendingRelocations } from './sending';
import { subscriberKeys, subscriberRelocations } from './subscribers';
import { activityKeys, activityRelocations } from './activity';
import { accountKeys } from './account';
import { peopleKeys } from './people';
import { campaignKeys } from './campaigns';
import { jobKeys } from './jobs';
import { deliveryKeys, deliveryRelocations } from './delivery';
import { predefinedKeys } from './predefined';
import { signupKeys, signupRelocations } from './signup';
import { templateKeys } from './templates';
import { triggerKeys, triggerRelocations } from './triggers';
import { optimisationKeys, optimisationRelocations } from './optimisation';
import { scoringKeys } from './scoring';
import { reportDayKeys, reportDayRelocations } from './report-days';
import { apiTokenKeys } from './api-tokens';
import { transactionalKeys, transactionalRelocations } from './transactional';
import { customEventKeys, customEventRelocations } from './custom-events';
import { webhookKeys } from './webhooks';
import { sftpKeys } from './sftp';
import { smtpKeys, smtpRelocations } from './smtp';
import { connectorKeys } from './connectors';

/**
 * The key registry: every key shape of the account's data, one file per domain (keys/*.ts), all
 * built through one AccountKeyContext. `keysFor` binds them to one account and layout; repositories
 * get theirs from `tenant()` (../tenant.ts) and so can name no other account's item.
 */
export function keysFor(accountId: string, layout: DataLayout) {
  const c = new AccountKeyContext(accountId, layout);
  return {
    accountId,
    layout,
    context: c,
    ...subscriberKeys(c),
    ...activityKeys(c),
    ...accountKeys(c),
    ...peopleKeys(c),
    ...campaignKeys(c),
    ...jobKeys(c),
    ...sendingKeys(c),
    ...deliveryKeys(c),
    ...predefinedKeys(c),
    ...signupKeys(c),
    ...templateKeys(c),
    ...triggerKeys(c),
    ...optimisationKeys(c),
    ...scoringKeys(c),
    ...reportDayKeys(c),
    ...apiTokenKeys(c),
    ...transactionalKeys(c),
    ...customEventKeys(c),
    ...webhookKeys(c),
    ...sftpKeys(c),
    ...smtpKeys(c),
    ...connectorKeys(c),
  };
}
export type TenantKeys = ReturnType<typeof keysFor>;

/** Every family's relocations (keys/relocation.ts), for the migration between layouts. */
export const RELOCATIONS: readonly Relocation[] = [
  ...subscriberRelocations,
  ...activityRelocations,
  ...sendingRelocations,
  ...deliveryRelocations,
  ...signupRelocations,
  ...triggerRelocations,
  ...optimisationRelocations,
  ...reportDayRelocations,
  ...transactionalRelocations,
  ...customEventRelocations,
  ...smtpRelocations,
];

/**
 * The keys an item of the account's base partition (layout 1 kept everything there) has in
 * `target`; undefined when no relocation names its sort key (it stays where it is).
 */
export function relocate(item: Record<string, unknown> & TableKey, target: AccountKeyContext): { pk: string; gsi1pk?: string } | undefined {
  const rule = RELOCATIONS.filter((r) => item.sk.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0];
  return rule?.to(item, target);
}

export { AccountKeyContext, CURRENT_LAYOUT, FAMILIES, type DataLayout, type Family, type TableKey } from './context';
export type { Relocation } from './relocation';
export type { KeyRange } from './range';
export { platformKeys, isPlatformKey, PLATFORM_LISTS, DUE_INDEX, type HistoryKind } from './platform';
