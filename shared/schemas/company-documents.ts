import { z } from 'zod';
import { DOCUMENT_URL_MAX, isPublicHttpUrl } from '../rules/company-documents';
import { singleLineField } from '../validation';
import { UploadedFile } from './files';

export { DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, type DocumentKind } from '../rules/company-documents';

export const DocumentUrlBody = z.strictObject({
  url: singleLineField(1, DOCUMENT_URL_MAX).refine(isPublicHttpUrl, { message: 'VALIDATION_INVALID_URL' }),
});
export type DocumentUrlBody = z.infer<typeof DocumentUrlBody>;

export const DocumentUploadBody = z.strictObject({ file: UploadedFile });

/** One document as the settings show it: where it lives, and the public link sign-up forms give. */
export const CompanyDocument = z.discriminatedUnion('source', [
  z.object({ source: z.literal('url'), url: z.string(), publicUrl: z.string(), updatedAt: z.string() }),
  z.object({
    source: z.literal('pdf'),
    fileName: z.string(),
    size: z.number(),
    publicUrl: z.string(),
    updatedAt: z.string(),
  }),
]);
export type CompanyDocument = z.infer<typeof CompanyDocument>;

export const CompanyDocuments = z.object({ terms: CompanyDocument.nullable(), privacy: CompanyDocument.nullable() });
export type CompanyDocuments = z.infer<typeof CompanyDocuments>;
