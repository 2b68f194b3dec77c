import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { CompanyProfile, CompanyProfileBody } from '../schemas/company';
import { CompanyDocuments, DocumentUploadBody, DocumentUrlBody } from '../schemas/company-documents';
import type { companyRoutes } from './company';

/** The zod schemas of the lines in ./company.ts, by route id. */
export const companySchemas = {
  'company.getProfile': { response: CompanyProfile },
  'company.saveProfile': { body: CompanyProfileBody, response: CompanyProfile },
  'company.documents': { response: CompanyDocuments },
  'company.setDocumentUrl': { body: DocumentUrlBody, response: CompanyDocuments },
  'company.uploadDocument': { body: DocumentUploadBody, response: CompanyDocuments },
  'company.removeDocument': { body: EmptyBody, response: CompanyDocuments },
} as const satisfies SchemasFor<typeof companyRoutes>;
