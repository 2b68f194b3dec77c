import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { decodeLink } from '@functions/sending/links';
import { tellSmsEvent } from '@functions/webhooks/tell';
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
  const at = nowIso();
  const counted = await smsAbxRepository
    .recordClick(link.a, link.m, link.s, at)
    .catch((error: unknown) => logger.error('SMS click not recorded', { error: error as Error }));
  // Webhooks hear of the first click (issue 20); the person is sent on either way.
  if (counted)
    await tellSmsEvent(link.a, 'sms.clicked', { smsId: link.m, subscriberId: link.s, at, url: link.u }).catch((error: unknown) =>
      logger.error('SMS click webhook event not queued', { error: error as Error }),
    );
  return { statusCode: 302, headers: { location: link.u, 'cache-control': 'no-store' } };
}
