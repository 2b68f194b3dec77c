import 'i18next';
import type { WebResources } from './resources';
import type { ServerResources } from './server';

/**
 * Typed keys: `t('missing.key')` fails the typecheck on the web and on the server (one tsconfig
 * covers both). The web's `translation` namespace is the default; the server names `server`.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: WebResources; server: ServerResources };
  }
}
