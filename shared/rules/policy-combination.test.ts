import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPassword } from '../schemas/auth';
import { effectivePolicy, FORCE_CHANGE_DAYS, PASSWORD_HISTORY_SIZE, PASSWORD_MIN_LENGTHS } from './password-policy';
import { combinePolicies, type AccountPolicySource } from './policy-combination';

const sourceArb: fc.Arbitrary<AccountPolicySource> = fc.record({
  account: fc.record({
    id: fc.constantFrom('01A', '01B', '01C', '01D'),
    name: fc.constantFrom('Acme', 'Kwiaciarnia Róża', 'Beta Sp. z o.o.', 'XY'),
  }),
  rules: fc.record({
    minLength: fc.constantFrom(...PASSWORD_MIN_LENGTHS),
    forceChangeDays: fc.constantFrom(...FORCE_CHANGE_DAYS),
    forbiddenPhrases: fc.uniqueArray(fc.constantFrom('sezon', 'lato', 'zima2026', 'Marka'), { maxLength: 3 }),
  }),
});
// One policy per account id, as a user has one membership per account.
const sourcesArb = fc.uniqueArray(sourceArb, { maxLength: 4, selector: (s) => s.account.id });
// Passwords from pieces that hit and miss every rule: lengths, classes, phrases.
const passwordArb = fc
  .array(fc.constantFrom('Ab1.', 'sezon', 'acme', 'xyz', 'Q!', '9', 'Róża', 'Lato', '01a', 'zima2026', 'Dobre-Haslo', 'marka'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

describe('combinePolicies', () => {
  it('is the weakest policy for a user in no account, and one account’s own policy for one', () => {
    expect(combinePolicies([])).toMatchObject({
      policy: { minLength: 8, forbiddenPhrases: [] },
      forceChangeDays: 0,
      historySize: PASSWORD_HISTORY_SIZE,
    });
    fc.assert(
      fc.property(sourceArb, (s) => {
        const combined = combinePolicies([s]);
        const own = effectivePolicy(s.rules, s.account);
        expect(combined.policy.minLength).toBe(own.minLength);
        expect(combined.policy.forbiddenPhrases).toEqual([...new Set(own.forbiddenPhrases)].sort());
        expect(combined.forceChangeDays).toBe(s.rules.forceChangeDays);
      }),
    );
  });

  it('does not depend on the order of the accounts', () => {
    fc.assert(
      fc.property(sourcesArb, (sources) => {
        expect(combinePolicies([...sources].reverse())).toEqual(combinePolicies(sources));
      }),
    );
  });

  it('is at least as strict as every account, and no stricter than the strictest', () => {
    fc.assert(
      fc.property(sourcesArb, (sources) => {
        const { policy, forceChangeDays } = combinePolicies(sources);
        const own = sources.map((s) => ({ s, p: effectivePolicy(s.rules, s.account) }));
        for (const { s, p } of own) {
          expect(policy.minLength).toBeGreaterThanOrEqual(p.minLength);
          for (const phrase of p.forbiddenPhrases) expect(policy.forbiddenPhrases).toContain(phrase);
          if (s.rules.forceChangeDays > 0) expect(forceChangeDays).toBeGreaterThan(0);
          if (s.rules.forceChangeDays > 0) expect(forceChangeDays).toBeLessThanOrEqual(s.rules.forceChangeDays);
        }
        expect(policy.minLength).toBe(Math.max(8, ...own.map(({ p }) => p.minLength)));
        expect(new Set(policy.forbiddenPhrases)).toEqual(new Set(own.flatMap(({ p }) => p.forbiddenPhrases)));
        expect(forceChangeDays > 0).toBe(sources.some((s) => s.rules.forceChangeDays > 0));
      }),
    );
  });

  it('accepts a password only if every account’s own policy accepts it', () => {
    fc.assert(
      fc.property(sourcesArb, passwordArb, (sources, password) => {
        const combined = checkPassword(password, combinePolicies(sources).policy) === null;
        const everyAccount =
          sources.every((s) => checkPassword(password, effectivePolicy(s.rules, s.account)) === null) && checkPassword(password) === null;
        expect(combined).toBe(everyAccount);
      }),
    );
  });

  it('names the accounts that impose each rule', () => {
    const a: AccountPolicySource = {
      account: { id: '01A', name: 'Acme' },
      rules: { minLength: 14, forceChangeDays: 0, forbiddenPhrases: [] },
    };
    const b: AccountPolicySource = {
      account: { id: '01B', name: 'Beta' },
      rules: { minLength: 12, forceChangeDays: 90, forbiddenPhrases: ['sezon'] },
    };
    const c: AccountPolicySource = {
      account: { id: '01C', name: 'Ceta' },
      rules: { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [] },
    };
    const combined = combinePolicies([c, b, a]);
    expect(combined).toMatchObject({ policy: { minLength: 14 }, forceChangeDays: 90 });
    expect(combined.imposedBy.minLength).toEqual([{ id: '01A', name: 'Acme' }]);
    expect(combined.imposedBy.forceChange).toEqual([{ id: '01B', name: 'Beta' }]);
    expect(combined.imposedBy.forbiddenPhrases.map((s) => [s.name, s.phrases])).toEqual([
      ['Acme', ['Acme', '01A']],
      ['Beta', ['Beta', '01B', 'sezon']],
      ['Ceta', ['Ceta', '01C']],
    ]);
    expect(combinePolicies([c]).imposedBy.minLength).toEqual([]);
  });
});
