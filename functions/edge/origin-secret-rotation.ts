import { randomBytes } from 'node:crypto';
import { GetDistributionConfigCommand, UpdateDistributionCommand, type DistributionConfig } from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { cloudfront, secrets } from '@functions/platform/aws';
import { logger } from '@functions/platform/logger';
import { DISTRIBUTION_ID_ENV, ORIGIN_VERIFY_HEADER } from '@functions/platform/resources';

/** Secrets Manager's rotation event (one call per step). */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

const distributionId = () => {
  const id = process.env[DISTRIBUTION_ID_ENV];
  if (!id) throw new Error(`Missing environment variable ${DISTRIBUTION_ID_ENV}`);
  return id;
};

async function pendingValue(event: RotationEvent): Promise<string> {
  const out = await secrets().send(
    new GetSecretValueCommand({ SecretId: event.SecretId, VersionId: event.ClientRequestToken, VersionStage: 'AWSPENDING' }),
  );
  if (!out.SecretString) throw new Error('pending secret value is empty');
  return out.SecretString;
}

/** The origins that carry the header; every one of them gets `value`. Answers whether anything changed. */
function withHeader(config: DistributionConfig, value: string): { config: DistributionConfig; changed: boolean; origins: number } {
  let changed = false;
  let origins = 0;
  for (const origin of config.Origins?.Items ?? []) {
    for (const header of origin.CustomHeaders?.Items ?? []) {
      if (header.HeaderName?.toLowerCase() !== ORIGIN_VERIFY_HEADER) continue;
      origins++;
      if (header.HeaderValue !== value) {
        header.HeaderValue = value;
        changed = true;
      }
    }
  }
  return { config, changed, origins };
}

const steps: Record<RotationEvent['Step'], (event: RotationEvent) => Promise<void>> = {
  /** A new random value as AWSPENDING, once per rotation (a retried step finds it). */
  async createSecret(event) {
    try {
      await pendingValue(event);
      return;
    } catch (error) {
      if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
    }
    await secrets().send(
      new PutSecretValueCommand({
        SecretId: event.SecretId,
        ClientRequestToken: event.ClientRequestToken,
        SecretString: randomBytes(48).toString('base64url'),
        VersionStages: ['AWSPENDING'],
      }),
    );
  },

  /**
   * CloudFront starts sending the new value. The API accepts AWSCURRENT, AWSPENDING and AWSPREVIOUS,
   * so edges still sending the old value while the change spreads are not refused.
   */
  async setSecret(event) {
    const value = await pendingValue(event);
    const current = await cloudfront().send(new GetDistributionConfigCommand({ Id: distributionId() }));
    if (!current.DistributionConfig) throw new Error('distribution has no configuration');
    const next = withHeader(current.DistributionConfig, value);
    if (next.origins === 0) throw new Error(`no origin of the distribution sends ${ORIGIN_VERIFY_HEADER}`);
    if (!next.changed) return;
    await cloudfront().send(
      new UpdateDistributionCommand({ Id: distributionId(), IfMatch: current.ETag, DistributionConfig: next.config }),
    );
  },

  /** Every origin that sends the header now sends the new value. */
  async testSecret(event) {
    const value = await pendingValue(event);
    const current = await cloudfront().send(new GetDistributionConfigCommand({ Id: distributionId() }));
    if (!current.DistributionConfig) throw new Error('distribution has no configuration');
    const check = withHeader(current.DistributionConfig, value);
    if (check.origins === 0 || check.changed) throw new Error('the distribution does not send the new value yet');
  },

  /** The new value becomes AWSCURRENT; the old one stays accepted as AWSPREVIOUS until the next rotation. */
  async finishSecret(event) {
    const described = await secrets().send(new DescribeSecretCommand({ SecretId: event.SecretId }));
    const currentVersion = Object.entries(described.VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
    if (currentVersion === event.ClientRequestToken) return;
    await secrets().send(
      new UpdateSecretVersionStageCommand({
        SecretId: event.SecretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: event.ClientRequestToken,
        RemoveFromVersionId: currentVersion,
      }),
    );
  },
};

/** Secrets Manager's rotation function for the secret CloudFront proves itself to the API with. */
export async function handler(event: RotationEvent): Promise<void> {
  const described = await secrets().send(new DescribeSecretCommand({ SecretId: event.SecretId }));
  if (!described.RotationEnabled) throw new Error('rotation is not enabled for this secret');
  const stages = described.VersionIdsToStages?.[event.ClientRequestToken];
  if (!stages) throw new Error('no such version of the secret');
  if (stages.includes('AWSCURRENT') && !stages.includes('AWSPENDING')) return;
  if (!stages.includes('AWSPENDING')) throw new Error('the version is not pending rotation');
  logger.info('origin secret rotation', { step: event.Step });
  await steps[event.Step](event);
}
