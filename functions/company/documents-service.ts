import { checkPdf, DOCUMENT_KINDS, isDocumentKind, type DocumentKind } from '@shared/rules/company-documents';
import type { CompanyDocument, CompanyDocuments } from '@shared/schemas/company-documents';
import type { UploadedFile } from '@shared/schemas/files';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { BadRequestError, NotFoundError } from '@functions/platform/errors';
import { DOCUMENT_PATH_PREFIX, documentToken } from './document-links';
import { documentsRepository, type StoredDocument } from './documents-repository';
import { documentsStore } from './documents-store';

/** A path's kind, or 404 as for any other unknown resource. */
function kindOf(value: string): DocumentKind {
  if (!isDocumentKind(value)) throw new NotFoundError('RESOURCE_NOT_FOUND');
  return value;
}

async function publicLink(accountId: string, kind: DocumentKind): Promise<string> {
  const [base, key] = await Promise.all([getPublicBaseUrl(), getSigningKey()]);
  return `${base}${DOCUMENT_PATH_PREFIX}${documentToken(key, accountId, kind)}`;
}

/** A stored document's public address: its own URL as given, or the signed link that serves the PDF. */
async function publicUrl(accountId: string, kind: DocumentKind, doc: StoredDocument): Promise<string> {
  return doc.source === 'url' ? doc.url : publicLink(accountId, kind);
}

async function view(accountId: string, kind: DocumentKind, doc: StoredDocument | undefined): Promise<CompanyDocument | null> {
  if (!doc) return null;
  const link = await publicUrl(accountId, kind, doc);
  return doc.source === 'url'
    ? { source: 'url', url: doc.url, publicUrl: link, updatedAt: doc.updatedAt }
    : { source: 'pdf', fileName: doc.fileName, size: doc.size, publicUrl: link, updatedAt: doc.updatedAt };
}

async function replaced(old: StoredDocument | undefined, keep?: string): Promise<void> {
  if (old?.source === 'pdf' && old.key !== keep) await documentsStore.remove(old.key);
}

/**
 * The documents tab of /settings/company (PERM_POGOLNE): the account's terms of service and privacy
 * policy, each a URL or an uploaded PDF (checked by its bytes, at most DOCUMENT_MAX_BYTES).
 */
export const documentsService = {
  async list(accountId: string): Promise<CompanyDocuments> {
    const stored = await documentsRepository.get(accountId);
    return { terms: await view(accountId, 'terms', stored.terms), privacy: await view(accountId, 'privacy', stored.privacy) };
  },

  async setUrl(accountId: string, userId: string, kindParam: string, url: string): Promise<CompanyDocuments> {
    const kind = kindOf(kindParam);
    const old = await documentsRepository.set(accountId, kind, { source: 'url', url, updatedAt: nowIso(), updatedBy: userId });
    await replaced(old);
    return this.list(accountId);
  },

  async upload(accountId: string, userId: string, kindParam: string, file: UploadedFile): Promise<CompanyDocuments> {
    const kind = kindOf(kindParam);
    const check = checkPdf(file);
    if (!check.ok) throw new BadRequestError(check.code, check.params);
    const key = await documentsStore.put(accountId, kind, file.data);
    const old = await documentsRepository.set(accountId, kind, {
      source: 'pdf',
      key,
      fileName: file.name,
      size: file.data.length,
      updatedAt: nowIso(),
      updatedBy: userId,
    });
    await replaced(old, key);
    return this.list(accountId);
  },

  async remove(accountId: string, kindParam: string): Promise<CompanyDocuments> {
    const kind = kindOf(kindParam);
    await replaced(await documentsRepository.remove(accountId, kind));
    return this.list(accountId);
  },
};

/**
 * The public URLs of the account's documents, for the pages that link them (hosted sign-up forms):
 * a URL document's own address, or for an uploaded PDF the signed link that serves it. A kind the
 * account has not set is absent.
 */
export async function accountDocuments(accountId: string): Promise<{ terms?: string; privacy?: string }> {
  const stored = await documentsRepository.get(accountId);
  const out: { terms?: string; privacy?: string } = {};
  for (const kind of DOCUMENT_KINDS) {
    const doc = stored[kind];
    if (doc) out[kind] = await publicUrl(accountId, kind, doc);
  }
  return out;
}
