import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { LANGUAGES, type Language } from '@shared/constants';
import { formatBytes } from '@web/common/format-bytes';
import enCore from './en.json';
import plCore from './pl.json';

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

/**
 * pl.json/en.json hold the shell and shared strings; each area adds `<area>.pl.json` and
 * `<area>.en.json` beside them, merged into one tree per language.
 */
const modules = import.meta.glob<{ default: Tree }>('./*.json', { eager: true });
const parts = (lang: 'pl' | 'en') =>
  Object.entries(modules)
    .filter(([path]) => path.endsWith(`.${lang}.json`))
    .map(([, module]) => module.default);

export const pl = mergeTrees(plCore as Tree, ...parts('pl'));
export const en = mergeTrees(enCore as Tree, ...parts('en'));
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

/**
 * Formats the catalogue's messages can name: `{{max, bytes}}` reads a byte count as "256 MB" in the
 * language's own decimal sign (the API sends limits in bytes).
 */
export function addFormatters(instance: I18n): I18n {
  instance.services.formatter?.add('bytes', (value: unknown, lng: string | undefined) => (typeof value === 'number' ? formatBytes(value, lng ?? DEFAULT_LANGUAGE) : String(value)));
  return instance;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stand-alone instance (tests, or anything outside React). */
export function createI18n(lng: Language = DEFAULT_LANGUAGE): I18n {
  const instance = createInstance();
  void instance.init(i18nOptions(lng));
  return addFormatters(instance);
}
