import enServer from './en/server.json';
import plServer from './pl/server.json';

/**
 * The server's namespace of the one set of translations (shared/i18n/resources.ts holds the web's):
 * e-mails and public pages. A module of its own so a Lambda bundle carries only these strings.
 */
// Each language must hold every key of the other: a key missing in one fails the typecheck here.
enServer satisfies typeof plServer;
plServer satisfies typeof enServer;

export type ServerResources = typeof plServer;

export const serverResources = {
  pl: { server: plServer },
  'en-US': { server: enServer as ServerResources },
} as const;
