import type { ServerResources } from './server';
import { enParts, enTree } from './web-en';
import { plParts, plTree } from './web-pl';
import type {
  integrationsEnParts,
  integrationsPlParts,
  campaignEnParts,
  campaignPlParts,
  importsEnParts,
  importsPlParts,
  reportsEnParts,
  reportsPlParts,
  scoringEnParts,
  scoringPlParts,
  smsEnParts,
  smsPlParts,
} from './page-texts';
import {
  campaignEn,
  campaignPl,
  importsEn,
  importsPl,
  integrationsEn,
  integrationsPl,
  reportsEn,
  reportsPl,
  scoringEn,
  scoringPl,
  smsEn,
  smsPl,
} from './page-texts';
import { mergeAll as mergeParts } from './merge';

export { mergeTrees, type Tree } from './merge';

/**
 * The one set of translations of the product, for the web app and the server alike (issue 13).
 * Two namespaces: `translation` is the web app's (one JSON file per area in each language, merged
 * into one tree, as the areas grew one by one), `server` (shared/i18n/server.ts) holds what only the
 * server says (its e-mails and public pages), so the web bundle does not carry it. Plural keys use i18next's
 * suffixes with all four forms in both languages (`_one`, `_few`, `_many`, `_other`): Polish needs
 * three of them (spec section 9), and the same suffixes in English keep the key sets identical.
 */
type Intersect<T extends readonly unknown[]> = T extends readonly [infer Head, ...infer Rest] ? Head & Intersect<Rest> : unknown;

/**
 * Each language must hold every key of the other: a key missing in one fails the typecheck here.
 * Checked in types only: a statement naming the values would make this module side-effectful and
 * pull both languages into the browser's first load (web/src/i18n/i18n-react.ts loads one).
 */
type Assignable<T extends U, U> = T;
export type LanguagesMatch = [
  Assignable<typeof enParts, typeof plParts>,
  Assignable<typeof plParts, typeof enParts>,
  Assignable<typeof campaignEnParts, typeof campaignPlParts>,
  Assignable<typeof campaignPlParts, typeof campaignEnParts>,
  Assignable<typeof smsEnParts, typeof smsPlParts>,
  Assignable<typeof smsPlParts, typeof smsEnParts>,
  Assignable<typeof importsEnParts, typeof importsPlParts>,
  Assignable<typeof importsPlParts, typeof importsEnParts>,
  Assignable<typeof reportsEnParts, typeof reportsPlParts>,
  Assignable<typeof reportsPlParts, typeof reportsEnParts>,
  Assignable<typeof scoringEnParts, typeof scoringPlParts>,
  Assignable<typeof scoringPlParts, typeof scoringEnParts>,
  Assignable<typeof integrationsEnParts, typeof integrationsPlParts>,
  Assignable<typeof integrationsPlParts, typeof integrationsEnParts>,
];

/** The web app's namespace, typed from the Polish files (the keys `t()` accepts), page texts included (./page-texts.ts). */
export type WebResources = Intersect<typeof plParts> &
  Intersect<typeof campaignPlParts> &
  Intersect<typeof smsPlParts> &
  Intersect<typeof importsPlParts> &
  Intersect<typeof reportsPlParts> &
  Intersect<typeof scoringPlParts> &
  Intersect<typeof integrationsPlParts>;
export type { ServerResources };

/** Every text of the web app in one tree per language (tests, the server's checks): the browser loads the language's and the pages' apart. */
// Identifiers only in these calls (no property reads): the bundler may then drop them from the browser's
// first load, which never uses them (a property read could be a getter, so it would have to keep them).
export const pl = /*#__PURE__*/ mergeParts([plTree, campaignPl, smsPl, importsPl, reportsPl, scoringPl, integrationsPl]) as WebResources;
export const en = /*#__PURE__*/ mergeParts([enTree, campaignEn, smsEn, importsEn, reportsEn, scoringEn, integrationsEn]) as WebResources;

/**
 * The web app's namespace by the app's language codes (shared/constants LANGUAGES): what the browser
 * loads. The server's namespace is shared/i18n/server.ts, imported only by the server.
 */
export const webResources = { pl: { translation: pl }, 'en-US': { translation: en } } as const;
