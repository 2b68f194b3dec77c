import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { decodeLink } from '@functions/sending/links';
import { smsAbxRepository } from './abx-repository';

/**
 * /t/k/<token>: a click on a tracked link of an SMS A/B variant's text. The person is sent on to
 * the link even when counting fails; a token that fails its signature is a plain 404 (undefined).
 * The first click of a recipient who was sent the text counts (abx-repository.ts recordClick).
 */
export async function smsClick(token: string): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  if (!/^[A-Za-z0-9_\-.]+$/.test(token)) return undefined;
  const link = decodeLink(await getSigningKey(), token, 'k');
  if (!link?.u || !/^https?:\/\//.test(link.u)) return undefined;
  await smsAbxRepository
    .recordClick(link.a, link.m, link.s, nowIso())
    .catch((error: unknown) => logger.error('SMS click not recorded', { error: error as Error }));
  return { statusCode: 302, headers: { location: link.u, 'cache-control': 'no-store' } };
}
