import type { App } from 'aws-cdk-lib';

/** Everything that varies between deployments; read from CDK context (cdk.json or `-c key=value`). */
export interface GoniecConfig {
  /** Short lowercase name (dev, test, prod) used in stack names and resource names. */
  readonly stage: string;
  /** Domain verified in SES as the sender identity (DKIM records go into its DNS). */
  readonly senderDomain: string;
  /** When set, DLQ alarms notify this address through an SNS topic. */
  readonly alarmEmail?: string;
  /** Optional custom domain for CloudFront; needs `webCertificateArn` (ACM, us-east-1). */
  readonly webDomain?: string;
  readonly webCertificateArn?: string;
  /** Directory with the built web app; deployed to S3 when it holds an index.html. */
  readonly webDistDir?: string;
}

const STAGE_RE = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const optional = (app: App, key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** Reads and validates the context so a typo fails at synth time, not halfway through a deploy. */
export function readConfig(app: App): GoniecConfig {
  const stage = optional(app, 'stage') ?? 'dev';
  const senderDomain = optional(app, 'senderDomain');
  const alarmEmail = optional(app, 'alarmEmail');
  const webDomain = optional(app, 'webDomain');
  const webCertificateArn = optional(app, 'webCertificateArn');
  const webDistDir = optional(app, 'webDistDir');
  if (!STAGE_RE.test(stage)) throw new Error(`context "stage" must match ${STAGE_RE}, got "${stage}"`);
  if (!senderDomain || !DOMAIN_RE.test(senderDomain)) {
    throw new Error(`context "senderDomain" must be a domain name, got "${senderDomain ?? ''}"`);
  }
  if (alarmEmail && !EMAIL_RE.test(alarmEmail)) throw new Error(`context "alarmEmail" is not an email address: "${alarmEmail}"`);
  if (Boolean(webDomain) !== Boolean(webCertificateArn)) {
    throw new Error('context "webDomain" and "webCertificateArn" must be set together');
  }
  return { stage, senderDomain, alarmEmail, webDomain, webCertificateArn, webDistDir };
}

/** Dev stacks can be torn down freely; every other stage keeps its data. */
export const isDevStage = (config: GoniecConfig): boolean => config.stage === 'dev';
