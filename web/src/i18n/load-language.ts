import type { i18n as I18n } from 'i18next';
import type { Language } from '@shared/constants';
import type { Tree } from '@shared/i18n/merge';

/**
 * Each language's texts are their own chunk (about 35 KB of gzip each): the browser fetches the
 * active one only, the other on a switch.
 */
const LOADERS: Record<Language, () => Promise<Tree>> = {
  pl: () => import('@shared/i18n/web-pl').then((m) => m.plTree),
  'en-US': () => import('@shared/i18n/web-en').then((m) => m.enTree),
};

const loaded = new WeakMap<I18n, Set<Language>>();

/**
 * Adds a language's texts to the instance once; the promise settles when they are in. Counted here,
 * not by the bundle's presence: a page's texts (page-text-areas.ts) may have made the bundle first.
 */
export async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  let done = loaded.get(instance);
  if (!done) loaded.set(instance, (done = new Set()));
  if (done.has(lng)) return;
  instance.addResourceBundle(lng, 'translation', await LOADERS[lng](), true, false);
  done.add(lng);
}
