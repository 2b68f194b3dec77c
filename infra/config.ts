import type { App } from 'aws-cdk-lib';
import { DEFAULT_SMS_MAX_SEND_RATE } from './resources';

/** Everything that varies between deployments; read from CDK context (cdk.json or `-c key=value`). */
export interface GoniecConfig {
  /** Short lowercase name (dev, test, prod) used in stack names and resource names. */
  readonly stage: string;
  /** Domain verified in SES as the sender identity (DKIM records go into its DNS). Required, never defaulted. */
  readonly senderDomain: string;
  /** Subdomain of senderDomain used as the custom MAIL FROM domain (SPF alignment): `<mailFromSubdomain>.<senderDomain>`. */
  readonly mailFromSubdomain: string;
  /** Where DMARC aggregate reports go (the `rua` of the DMARC record to publish); default dmarc@<senderDomain>. */
  readonly dmarcReportEmail: string;
  /**
   * Upgrade aid for stages deployed while the identity was an AWS::SES::EmailIdentity: keeps that
   * resource in the template for one deploy, retained, so removing it later does not delete the
   * identity (and its DKIM keys) that the custom resource has adopted.
   */
  readonly keepLegacySenderIdentity: boolean;
  /** When set, the alarm topic mails this address; the topic exists either way. */
  readonly alarmEmail?: string;
  /** Reserved concurrency of the send worker; the send queue's event source never runs more than this. */
  readonly sendWorkerConcurrency: number;
  /** Texts per second the SMS provider allows the whole deployment (SMS_MAX_SEND_RATE). */
  readonly smsMaxSendRate: number;
  /** Minutes the oldest message of the send queue may wait before the age alarm fires. */
  readonly sendQueueAgeAlarmMinutes: number;
  /** Optional custom domain for CloudFront; needs `webCertificateArn` (ACM, us-east-1). */
  readonly webDomain?: string;
  readonly webCertificateArn?: string;
  /** Directory with the built web app; deployed to S3 when it holds an index.html. */
  readonly webDistDir?: string;
  /**
   * ACM certificate (the stack's region) of the SMTP relay's TLS listener on 465; when set, the Smtp
   * stack (Fargate behind an NLB) is built, otherwise the relay runs locally only.
   */
  readonly smtpCertificateArn?: string;
  /** The name clients use for the relay (covered by the certificate); only shown in the outputs. */
  readonly smtpDomain?: string;
}

const STAGE_RE = /^[a-z][a-z0-9-]{0,15}$/;
const DOMAIN_RE = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const LABEL_RE = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const ACM_ARN_RE = /^arn:aws[a-z-]*:acm:[a-z0-9-]+:\d{12}:certificate\/[A-Za-z0-9-]+$/;
const EMAIL_RE = /^[^\s@;,]+@[^\s@;,]+\.[^\s@;,]+$/;

/** Defaults of the numeric keys; the README's context table repeats them. */
export const CONFIG_DEFAULTS = {
  mailFromSubdomain: 'mail',
  // 20 workers × 5 messages a batch keeps up with SES quotas well above 100 e-mails/s while leaving
  // the rest of an account's default 1,000 concurrent executions to the API and the other workers.
  sendWorkerConcurrency: 20,
  smsMaxSendRate: DEFAULT_SMS_MAX_SEND_RATE,
  sendQueueAgeAlarmMinutes: 60,
} as const;

const optional = (app: App, key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** A whole number within [min, max], or the default when the key is absent. */
function integer(app: App, key: string, fallback: number, min: number, max: number): number {
  const raw = optional(app, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max)
    throw new Error(`context "${key}" must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}

/** Reads and validates the context so a typo fails at synth time, not halfway through a deploy. */
export function readConfig(app: App): GoniecConfig {
  const stage = optional(app, 'stage') ?? 'dev';
  const senderDomain = optional(app, 'senderDomain')?.toLowerCase();
  const alarmEmail = optional(app, 'alarmEmail');
  const webDomain = optional(app, 'webDomain');
  const webCertificateArn = optional(app, 'webCertificateArn');
  const webDistDir = optional(app, 'webDistDir');
  const smtpCertificateArn = optional(app, 'smtpCertificateArn');
  const smtpDomain = optional(app, 'smtpDomain')?.toLowerCase();
  const mailFromSubdomain = (optional(app, 'mailFromSubdomain') ?? CONFIG_DEFAULTS.mailFromSubdomain).toLowerCase();
  if (!STAGE_RE.test(stage)) throw new Error(`context "stage" must match ${STAGE_RE}, got "${stage}"`);
  if (!senderDomain || !DOMAIN_RE.test(senderDomain)) {
    throw new Error(
      `context "senderDomain" must be a domain name (pass -c senderDomain=<your domain>; it has no default), got "${senderDomain ?? ''}"`,
    );
  }
  if (alarmEmail && !EMAIL_RE.test(alarmEmail)) throw new Error(`context "alarmEmail" is not an email address: "${alarmEmail}"`);
  if (!LABEL_RE.test(mailFromSubdomain))
    throw new Error(`context "mailFromSubdomain" must be one DNS label (e.g. mail), got "${mailFromSubdomain}"`);
  const dmarcReportEmail = optional(app, 'dmarcReportEmail') ?? `dmarc@${senderDomain}`;
  if (!EMAIL_RE.test(dmarcReportEmail)) throw new Error(`context "dmarcReportEmail" is not an email address: "${dmarcReportEmail}"`);
  if (Boolean(webDomain) !== Boolean(webCertificateArn)) {
    throw new Error('context "webDomain" and "webCertificateArn" must be set together');
  }
  if (smtpCertificateArn && !ACM_ARN_RE.test(smtpCertificateArn))
    throw new Error(`context "smtpCertificateArn" must be an ACM certificate ARN, got "${smtpCertificateArn}"`);
  if (smtpDomain && !DOMAIN_RE.test(smtpDomain)) throw new Error(`context "smtpDomain" must be a domain name, got "${smtpDomain}"`);
  if (smtpDomain && !smtpCertificateArn)
    throw new Error('context "smtpDomain" needs "smtpCertificateArn" (the relay is built only with it)');
  // SQS event sources run at least 2 and at most 1,000 concurrent invocations.
  const sendWorkerConcurrency = integer(app, 'sendWorkerConcurrency', CONFIG_DEFAULTS.sendWorkerConcurrency, 2, 1000);
  const smsMaxSendRate = integer(app, 'smsMaxSendRate', CONFIG_DEFAULTS.smsMaxSendRate, 1, 10_000);
  const sendQueueAgeAlarmMinutes = integer(app, 'sendQueueAgeAlarmMinutes', CONFIG_DEFAULTS.sendQueueAgeAlarmMinutes, 5, 24 * 60);
  const keepLegacy = optional(app, 'keepLegacySenderIdentity') ?? 'false';
  if (keepLegacy !== 'true' && keepLegacy !== 'false')
    throw new Error(`context "keepLegacySenderIdentity" must be true or false, got "${keepLegacy}"`);
  return {
    keepLegacySenderIdentity: keepLegacy === 'true',
    stage,
    senderDomain,
    mailFromSubdomain,
    dmarcReportEmail,
    alarmEmail,
    sendWorkerConcurrency,
    smsMaxSendRate,
    sendQueueAgeAlarmMinutes,
    webDomain,
    webCertificateArn,
    webDistDir,
    smtpCertificateArn,
    smtpDomain,
  };
}

/** Dev stacks can be torn down freely; every other stage keeps its data. */
export const isDevStage = (config: GoniecConfig): boolean => config.stage === 'dev';

/** The custom MAIL FROM domain of the sender identity. */
export const mailFromDomain = (config: GoniecConfig): string => `${config.mailFromSubdomain}.${config.senderDomain}`;
