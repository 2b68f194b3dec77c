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

/** Adds a language's texts to the instance once; the promise settles when they are in. */
export async function loadLanguage(instance: I18n, lng: Language): Promise<void> {
  if (instance.hasResourceBundle(lng, 'translation')) return;
  instance.addResourceBundle(lng, 'translation', await LOADERS[lng]());
}
