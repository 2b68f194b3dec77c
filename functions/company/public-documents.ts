import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getSigningKey } from '@functions/platform/config';
import { DOCUMENT_PATH_PREFIX, readDocumentToken } from './document-links';
import { documentsRepository } from './documents-repository';
import { documentsStore } from './documents-store';

/**
 * GET /t/d/<token> (the tracking function, public): an account's terms or privacy policy. The
 * signed token says whose and which; the answer is a redirect, to the account's own page or to the
 * uploaded PDF presigned for a few minutes. Not cached: a replaced document shows at once.
 * Undefined when the link is not valid or names nothing, for the caller's plain 404.
 */
export async function servePublicDocument(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  if (event.requestContext.http.method.toUpperCase() !== 'GET') return undefined;
  const token = event.rawPath.slice(DOCUMENT_PATH_PREFIX.length);
  const target = readDocumentToken(await getSigningKey(), token);
  if (!target) return undefined;
  const doc = (await documentsRepository.get(target.accountId))[target.kind];
  if (!doc) return undefined;
  const location = doc.source === 'url' ? doc.url : await documentsStore.url(doc.key, doc.fileName);
  return { statusCode: 302, headers: { location, 'cache-control': 'no-store' } };
}
