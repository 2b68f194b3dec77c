import { gunzipSync } from 'node:zlib';
import type { CloudWatchLogsEvent } from 'aws-lambda';
import type { SnsSmsDeliveryLog } from '@shared/rules/sms-delivery';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { recordSmsDelivery } from '@functions/sms/delivery-service';

/**
 * SNS's SMS delivery logs, through a CloudWatch Logs subscription (infra: the success and failure
 * groups of DirectPublishToPhoneNumber): each log event an operator's report on one text
 * (functions/sms/delivery-service.ts). Recording is idempotent, so a failed invocation is simply
 * thrown back for Lambda to try again with the same events.
 */
export const handler = observed(async (event: CloudWatchLogsEvent): Promise<void> => {
  const batch = JSON.parse(gunzipSync(Buffer.from(event.awslogs.data, 'base64')).toString('utf8')) as {
    messageType: string;
    logEvents?: { id: string; message: string }[];
  };
  // CloudWatch checks a new subscription with a control message: no logs in it.
  if (batch.messageType !== 'DATA_MESSAGE') return;
  let failures = 0;
  for (const entry of batch.logEvents ?? []) {
    let log: SnsSmsDeliveryLog;
    try {
      log = JSON.parse(entry.message) as SnsSmsDeliveryLog;
    } catch {
      logger.warn('SMS delivery log not JSON; skipped', { id: entry.id });
      continue;
    }
    try {
      await recordSmsDelivery(log);
    } catch (error) {
      failures++;
      logger.error('SMS delivery report not recorded', { id: entry.id, error: error as Error });
    }
  }
  if (failures) throw new Error(`${failures} SMS delivery reports not recorded`);
});
