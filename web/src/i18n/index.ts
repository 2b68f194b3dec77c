import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import en from './en.json';
import pl from './pl.json';

export const resources = { pl: { translation: pl }, 'en-US': { translation: en } } as const;
export const DEFAULT_LANGUAGE: Language = 'pl';

export const i18nOptions = (lng: Language): InitOptions => ({
  resources,
  lng,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Only the exact language codes exist; never look for a bare 'en' bundle.
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stand-alone instance (tests, or anything outside React). */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.init(i18nOptions(lng));
  return instance;
}
