import type { RouteLine } from '../route-def';
import { DOCUMENT_MAX_BYTES } from '../rules/company-documents';

const SETTINGS = 'PERM_POGOLNE';

/**
 * The company's profile and documents (spec section 2: /settings/company, its profile and documents
 * tabs; settings need PERM_POGOLNE). `{kind}` is terms or privacy.
 */
export const companyRoutes = {
  'company.getProfile': { method: 'GET', path: '/settings/company/profile', auth: 'session', permission: SETTINGS },
  'company.saveProfile': { method: 'PUT', path: '/settings/company/profile', auth: 'session', permission: SETTINGS },
  'company.documents': { method: 'GET', path: '/settings/company/documents', auth: 'session', permission: SETTINGS },
  'company.setDocumentUrl': { method: 'PUT', path: '/settings/company/documents/{kind}', auth: 'session', permission: SETTINGS },
  'company.uploadDocument': {
    method: 'POST',
    path: '/settings/company/documents/{kind}/file',
    auth: 'session',
    permission: SETTINGS,
    upload: { maxBytes: DOCUMENT_MAX_BYTES },
  },
  'company.removeDocument': { method: 'DELETE', path: '/settings/company/documents/{kind}', auth: 'session', permission: SETTINGS },
} as const satisfies Record<string, RouteLine>;
