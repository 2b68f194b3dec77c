import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/constants';
import type { Tree } from '@shared/i18n/merge';

/**
 * Areas whose texts come with their pages (shared/i18n/page-texts.ts): loaded when a page of the area
 * first opens, and for a language the user switches to (i18n-react.ts applyLanguage asks `pageTextsFor`).
 */
type PageTextsModule = { pl: Tree; 'en-US': Tree };
const AREAS = {
  campaigns: () => import('@shared/i18n/page-texts').then((m) => m.campaignTexts as PageTextsModule),
  sms: () => import('@shared/i18n/page-texts').then((m) => m.smsTexts as PageTextsModule),
  imports: () => import('@shared/i18n/page-texts').then((m) => m.importsTexts as PageTextsModule),
  reports: () => import('@shared/i18n/page-texts').then((m) => m.reportsTexts as PageTextsModule),
  scoring: () => import('@shared/i18n/page-texts').then((m) => m.scoringTexts as PageTextsModule),
  integrations: () => import('@shared/i18n/page-texts').then((m) => m.integrationsTexts as PageTextsModule),
} as const;
export type TextArea = keyof typeof AREAS;

const opened = new Set<TextArea>();
const added = new WeakMap<I18n, Set<string>>();

/** Adds an area's texts in a language to the instance, once. */
export async function addArea(instance: I18n, area: TextArea, lng: Language): Promise<void> {
  let done = added.get(instance);
  if (!done) added.set(instance, (done = new Set()));
  opened.add(area);
  if (done.has(`${area}:${lng}`)) return;
  const texts = await AREAS[area]();
  // Deep-merged into the one namespace (the keys never clash: shared/i18n/resources.ts merges them all in tests).
  instance.addResourceBundle(lng, 'translation', texts[lng], true, false);
  done.add(`${area}:${lng}`);
}

/** The texts of every area opened so far, in a language (before the app switches to it). */
export const pageTextsFor = (instance: I18n, lng: Language): Promise<void> =>
  Promise.all([...opened].map((area) => addArea(instance, area, lng))).then(() => undefined);
