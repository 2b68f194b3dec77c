import { createInstance, type TFunction } from 'i18next';
import type { Language } from '@shared/constants';
import { serverResources } from '@shared/i18n/server';

/**
 * The server's i18next (the web app's translations and these are one set, shared/i18n): one
 * instance per language, made once per Lambda container, no React. Plurals follow the language's
 * rules (Intl.PluralRules: Polish one/few/many), keys are typed (shared/i18n/i18next.d.ts).
 */
export type ServerT = TFunction<'server'>;

const instances = new Map<Language, ServerT>();

/** The recipient's language as the server speaks it: Polish, or English for anything else. */
export const serverLanguage = (language: string | undefined): Language => (language === 'pl' ? 'pl' : 'en-US');

export function serverT(language: string | undefined): ServerT {
  const lng = serverLanguage(language);
  let t = instances.get(lng);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      resources: serverResources,
      lng,
      fallbackLng: false,
      ns: ['server'],
      defaultNS: 'server',
      initAsync: false,
      // Texts go into e-mails and pages whose builders escape what they put into HTML.
      interpolation: { escapeValue: false },
    });
    t = instance.getFixedT(lng, 'server');
    instances.set(lng, t);
  }
  return t;
}

/** Keys built from codes and field ids: looked up untyped (a missing one answers its default). */
export type LooseT = (key: string, options?: Record<string, unknown>) => string;

const loose = new Map<string, LooseT>();

/**
 * The error catalogue's sentences (`errors`: keys are codes) or the subscriber fields' labels
 * (`subscriberFields`: `fields.<id>`, `personal.<id>`), from the server's set (shared/i18n/server.ts).
 */
export function serverCatalogueT(language: string | undefined, ns: 'errors' | 'subscriberFields'): LooseT {
  const lng = serverLanguage(language);
  let t = loose.get(`${lng}|${ns}`);
  if (!t) {
    const instance = createInstance();
    void instance.init({
      resources: serverResources,
      lng,
      fallbackLng: false,
      ns: [ns],
      defaultNS: ns,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
    // Not among the typed namespaces (shared/i18n/i18next.d.ts): keys here are codes and field ids, looked up untyped.
    t = instance.getFixedT(lng, ns as unknown as 'server') as unknown as LooseT;
    loose.set(`${lng}|${ns}`, t);
  }
  return t;
}
