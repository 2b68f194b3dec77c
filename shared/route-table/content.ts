import type { RouteLine } from '../route-def';
import { IMAGE_RULES, ZIP_RULES } from '../rules/templates';

/**
 * Issue 16: what the editor uses beside saving — the server's preview and checks of content as it is
 * being written, the image library, and zip import. They serve whoever writes mailings (PERM_MNOWY).
 */
const WRITER = 'PERM_MNOWY';

export const contentRoutes = {
  'content.preview': { method: 'POST', path: '/content/preview', auth: 'session', permission: WRITER },
  'content.importZip': {
    method: 'POST',
    path: '/content/import-zip',
    auth: 'session',
    permission: WRITER,
    upload: { maxBytes: ZIP_RULES.maxBytes, tooLarge: { code: 'ZIP_TOO_LARGE', params: { max: ZIP_RULES.maxLabel } } },
  },
  'images.list': { method: 'GET', path: '/images', auth: 'session', permission: WRITER },
  'images.upload': {
    method: 'POST',
    path: '/images',
    auth: 'session',
    permission: WRITER,
    upload: { maxBytes: IMAGE_RULES.maxBytes },
    status: 201,
  },
  'images.delete': { method: 'DELETE', path: '/images/{id}', auth: 'session', permission: WRITER },
} as const satisfies Record<string, RouteLine>;
