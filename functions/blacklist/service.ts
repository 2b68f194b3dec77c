import { emailDomain } from '@shared/rules/contacts';
import { normalizeBlacklistEntry, type BlacklistType } from '@shared/schemas/blacklist';
import type { FieldError } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { tellBlacklist } from '@functions/webhooks/tell';
import { blacklistRepository } from './repository';

/** Answers whether a contact is blacklisted, from lists loaded once (an import) or per batch (sending). */
export interface BlacklistMatcher {
  isBlocked(contact: { email?: string; gsm?: string }): boolean;
}

/**
 * The change is made: a webhook event that could not be queued is logged, not a reason to answer
 * the person an error for a change they would make again (README: known limits).
 */
async function toldToWebhooks(tell: () => Promise<void>): Promise<void> {
  await tell().catch((error: unknown) => logger.error('blacklist webhook events not queued', { error: error as Error }));
}

export const blacklistService = {
  list: (accountId: string, type: BlacklistType, limit: number, search?: string, cursor?: string) =>
    blacklistRepository.list(accountId, type, limit, search, cursor),

  /**
   * Adds rows (blank ones skipped). Every row is checked first: if any is invalid, nothing is added
   * and each bad row is named by its line number, so the user fixes them and submits again.
   */
  async add(principal: Principal, type: BlacklistType, rows: readonly string[]): Promise<{ added: number; alreadyListed: number }> {
    const errors: FieldError[] = [];
    const values = new Set<string>();
    rows.forEach((row, i) => {
      if (row.trim() === '') return;
      const result = normalizeBlacklistEntry(type, row);
      if ('value' in result) values.add(result.value);
      else errors.push({ path: `rows.${i}`, code: result.problem, params: { line: i + 1 } });
    });
    if (errors.length) throw new ValidationError(errors);
    const listed = await blacklistRepository.existing(principal.accountId, type, [...values]);
    const fresh = [...values].filter((v) => !listed.has(v));
    const at = nowIso();
    await blacklistRepository.put(
      principal.accountId,
      fresh.map((value) => ({ type, value, addedAt: at, addedBy: principal.email })),
    );
    await toldToWebhooks(() => tellBlacklist(principal.accountId, 'added', type, fresh, at, principal.email));
    return { added: fresh.length, alreadyListed: listed.size };
  },

  async remove(accountId: string, type: BlacklistType, values: readonly string[]): Promise<{ removed: number }> {
    const normalized = values.flatMap((v) => {
      const result = normalizeBlacklistEntry(type, v);
      return 'value' in result ? [result.value] : [v.trim().toLowerCase()];
    });
    const listed = await blacklistRepository.existing(accountId, type, normalized);
    await blacklistRepository.remove(accountId, type, [...listed]);
    await toldToWebhooks(() => tellBlacklist(accountId, 'removed', type, [...listed], nowIso()));
    return { removed: listed.size };
  },

  /** The whole blacklist in memory: one read per type, then lookups are free (imports). */
  async loadMatcher(accountId: string): Promise<BlacklistMatcher> {
    const [domains, emails, gsms] = await Promise.all(
      (['domain', 'email', 'gsm'] as const).map((t) => blacklistRepository.all(accountId, t)),
    );
    return matcherOf(new Set(domains), new Set(emails), new Set(gsms));
  },

  /** A matcher for a known set of contacts, by key lookups (a send batch). */
  async matcherFor(accountId: string, contacts: readonly { email?: string; gsm?: string }[]): Promise<BlacklistMatcher> {
    const emails = contacts.flatMap((c) => (c.email ? [c.email] : []));
    const [domains, listedEmails, gsms] = await Promise.all([
      blacklistRepository.existing(accountId, 'domain', emails.map(emailDomain)),
      blacklistRepository.existing(accountId, 'email', emails),
      blacklistRepository.existing(
        accountId,
        'gsm',
        contacts.flatMap((c) => (c.gsm ? [c.gsm] : [])),
      ),
    ]);
    return matcherOf(domains, listedEmails, gsms);
  },
};

function matcherOf(domains: ReadonlySet<string>, emails: ReadonlySet<string>, gsms: ReadonlySet<string>): BlacklistMatcher {
  return {
    isBlocked: ({ email, gsm }) => Boolean((email && (emails.has(email) || domains.has(emailDomain(email)))) || (gsm && gsms.has(gsm))),
  };
}
