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
