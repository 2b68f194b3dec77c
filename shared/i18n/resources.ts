import plAccount from './pl/account.json';
import plAdmin from './pl/admin.json';
import plCompany from './pl/company.json';
import plCore from './pl/core.json';
import plDashboard from './pl/dashboard.json';
import plDatabase from './pl/database.json';
import plExclusions from './pl/exclusions.json';
import plImports from './pl/imports.json';
import plInvitations from './pl/invitations.json';
import plLimits from './pl/limits.json';
import plOnboarding from './pl/onboarding.json';
import plRestriction from './pl/restriction.json';
import plSecurity from './pl/security.json';
import plSegments from './pl/segments.json';
import plSms from './pl/sms.json';
import plSubscribers from './pl/subscribers.json';
import plUsers from './pl/users.json';
import enAccount from './en/account.json';
import enAdmin from './en/admin.json';
import enCompany from './en/company.json';
import enCore from './en/core.json';
import enDashboard from './en/dashboard.json';
import enDatabase from './en/database.json';
import enExclusions from './en/exclusions.json';
import enImports from './en/imports.json';
import enInvitations from './en/invitations.json';
import enLimits from './en/limits.json';
import enOnboarding from './en/onboarding.json';
import enRestriction from './en/restriction.json';
import enSecurity from './en/security.json';
import enSegments from './en/segments.json';
import enSms from './en/sms.json';
import enSubscribers from './en/subscribers.json';
import enUsers from './en/users.json';
import type { ServerResources } from './server';

/**
 * The one set of translations of the product, for the web app and the server alike (issue 13).
 * Two namespaces: `translation` is the web app's (one JSON file per area in each language, merged
 * into one tree, as the areas grew one by one), `server` (shared/i18n/server.ts) holds what only the
 * server says (its e-mails and public pages), so the web bundle does not carry it. Plural keys use i18next's
 * suffixes with all four forms in both languages (`_one`, `_few`, `_many`, `_other`): Polish needs
 * three of them (spec section 9), and the same suffixes in English keep the key sets identical.
 */
export type Tree = { [key: string]: string | Tree };

/** Deep-merges translation trees; a later tree adds keys (and may not silently replace one). */
export function mergeTrees(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      if (typeof value === 'object' && typeof existing === 'object') out[key] = mergeTrees(existing, value);
      else if (existing !== undefined) throw new Error(`translation key defined twice: ${key}`);
      else out[key] = value;
    }
  }
  return out;
}

type Intersect<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? Head & Intersect<Rest> : unknown;

const plParts = [plAccount, plAdmin, plCompany, plCore, plDashboard, plDatabase, plExclusions, plImports, plInvitations, plLimits, plOnboarding, plRestriction, plSecurity, plSegments, plSms, plSubscribers, plUsers] as const;
const enParts = [enAccount, enAdmin, enCompany, enCore, enDashboard, enDatabase, enExclusions, enImports, enInvitations, enLimits, enOnboarding, enRestriction, enSecurity, enSegments, enSms, enSubscribers, enUsers] as const;
// Each language must hold every key of the other: a key missing in one fails the typecheck here.
enParts satisfies typeof plParts;
plParts satisfies typeof enParts;

/** The web app's namespace, typed from the Polish files (the keys `t()` accepts). */
export type WebResources = Intersect<typeof plParts>;
export type { ServerResources };

export const pl = mergeTrees(...(plParts as readonly Tree[])) as WebResources;
export const en = mergeTrees(...(enParts as readonly Tree[])) as WebResources;

/**
 * The web app's namespace by the app's language codes (shared/constants LANGUAGES): what the browser
 * loads. The server's namespace is shared/i18n/server.ts, imported only by the server.
 */
export const webResources = { pl: { translation: pl }, 'en-US': { translation: en } } as const;
