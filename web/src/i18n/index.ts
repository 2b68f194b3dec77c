import { createInstance, type i18n as I18n, type InitOptions, type ParseKeys, type Resource } from 'i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatBytes } from '@web/common/format-bytes';
import { webResources } from '@shared/i18n/resources';

/** The resources live in shared/i18n (the server's e-mails use the same); the browser loads only the web's namespace. */
export { en, mergeTrees, pl, type Tree } from '@shared/i18n/resources';
export const resources = webResources;
/** A key of the web's namespace: `t()` takes only these, so a missing key fails the typecheck. */
export type TranslationKey = ParseKeys<'translation'>;

/**
 * A key made from data the typecheck cannot follow (a field id or status read from the API): the
 * one place such a string becomes a key. Pages that use it keep i18next's fallback (the key itself).
 */
export const dynamicKey = (key: string): TranslationKey => key as TranslationKey;

/**
 * The catalogue's translator (web/src/api/errors.ts): it builds keys from error codes the server
 * sends and asks `exists` before it uses one, so it takes plain strings.
 */
export function asTranslator(instance: I18n) {
  return {
    t: (key: string, options?: Record<string, unknown>): string => instance.t(dynamicKey(key), options),
    exists: (key: string, options?: Record<string, unknown>) => instance.exists(key, options),
  };
}

export const DEFAULT_LANGUAGE: Language = 'pl';

/**
 * `bundles`: the texts to start with. The app passes none and loads the active language's module
 * (i18n-react.ts), so the browser never downloads the other language; `createI18n` passes both.
 */
export const i18nOptions = (lng: Language, bundles: Resource = {}): InitOptions => ({
  resources: bundles,
  lng,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  // Only the exact language codes exist; never look for a bare 'en' bundle.
  load: 'currentOnly',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * Formats the catalogue's messages can name: `{{max, bytes}}` reads a byte count as "256 MB" in the
 * language's own decimal sign (the API sends limits in bytes).
 */
export function addFormatters(instance: I18n): I18n {
  instance.services.formatter?.add('bytes', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' ? formatBytes(value, lng ?? DEFAULT_LANGUAGE) : String(value),
  );
  return instance;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stand-alone instance with both languages, ready at once (tests, or anything outside React). */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.init(i18nOptions(lng, resources));
  return addFormatters(instance);
}
