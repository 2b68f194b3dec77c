import type { PasswordPolicy } from '../schemas/auth';
import { effectivePolicy, PASSWORD_HISTORY_SIZE, PASSWORD_MIN_LENGTHS, type AccountPasswordRules } from './password-policy';

/**
 * One password, one second factor and one password age serve every account a user belongs to, so
 * they must satisfy all of those accounts' policies at once: the strictest of each rule applies.
 * Only accounts the user accepted count (a pending invitation imposes nothing).
 *
 * - minimum length: the longest;
 * - forbidden phrases: the union (each account's company name, UID and own list);
 * - forced change: on if any account forces it, with the shortest period;
 * - character classes (upper, lower, digit, special) and the history of the last
 *   PASSWORD_HISTORY_SIZE passwords are the same in every account (no policy changes them), so the
 *   union and the longest are those.
 * The IP allow-list is not combined: it decides entry to its own account only.
 */

/** One account's policy as its members see it. */
export interface AccountPolicySource {
  account: { id: string; name: string };
  rules: AccountPasswordRules & { forceChangeDays: number };
}

/** The accounts that impose a rule (those whose setting is the strictest one). */
export type Imposers = { id: string; name: string }[];

export interface CombinedPolicy {
  /** What checkPassword needs (it adds the default phrases itself). */
  policy: PasswordPolicy;
  /** 0 when no account forces a change. */
  forceChangeDays: number;
  historySize: number;
  imposedBy: {
    /** Empty while every account keeps the weakest minimum. */
    minLength: Imposers;
    forceChange: Imposers;
    /** Each account and the phrases it adds (its company name, UID and own list). */
    forbiddenPhrases: (Imposers[number] & { phrases: string[] })[];
  };
}

const MIN_LENGTH = PASSWORD_MIN_LENGTHS[0];
const byName = (a: { id: string; name: string }, b: { id: string; name: string }) =>
  a.name.localeCompare(b.name) || a.id.localeCompare(b.id);

export function combinePolicies(sources: readonly AccountPolicySource[]): CombinedPolicy {
  const accounts = [...new Map(sources.map((s) => [s.account.id, s])).values()].sort((a, b) => byName(a.account, b.account));
  const effective = accounts.map((s) => ({ ...s, policy: effectivePolicy(s.rules, s.account) }));
  const minLength = Math.max(MIN_LENGTH, ...effective.map((s) => s.policy.minLength)) as PasswordPolicy['minLength'];
  const forcing = effective.filter((s) => s.rules.forceChangeDays > 0);
  const forceChangeDays = forcing.length ? Math.min(...forcing.map((s) => s.rules.forceChangeDays)) : 0;
  const phrases = [...new Set(effective.flatMap((s) => s.policy.forbiddenPhrases))].sort();
  const who = (s: AccountPolicySource) => ({ id: s.account.id, name: s.account.name });
  return {
    policy: { minLength, forbiddenPhrases: phrases },
    forceChangeDays,
    historySize: PASSWORD_HISTORY_SIZE,
    imposedBy: {
      minLength: minLength > MIN_LENGTH ? effective.filter((s) => s.policy.minLength === minLength).map(who) : [],
      forceChange: forcing.filter((s) => s.rules.forceChangeDays === forceChangeDays).map(who),
      forbiddenPhrases: effective
        .filter((s) => s.policy.forbiddenPhrases.length > 0)
        .map((s) => ({ ...who(s), phrases: [...s.policy.forbiddenPhrases] })),
    },
  };
}
