import { WEBHOOK_DISABLE_AFTER_SECONDS } from '@shared/rules/webhook-retries';
import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { DEFAULT_SMS_MAX_SEND_RATE, ENV } from '@functions/platform/resources';
import { secrets, ssm } from './aws';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

/** Static settings, read from the environment the stacks (or the local runtime) set. */
export const config = {
  get appTable() {
    return required(ENV.appTable);
  },
  get planQueueUrl() {
    return required(ENV.planQueueUrl);
  },
  get sendQueueUrl() {
    return required(ENV.sendQueueUrl);
  },
  get eventsQueueUrl() {
    return required(ENV.eventsQueueUrl);
  },
  get jobsQueueUrl() {
    return required(ENV.jobsQueueUrl);
  },
  get webhooksQueueUrl() {
    return required(ENV.webhooksQueueUrl);
  },
  /**
   * Webhooks (issue 20): the local runtime delivers to http and to this machine's addresses, so a
   * receiver started beside it can be used; the stacks never set it (shared/rules/webhook-url.ts).
   */
  get webhooksLocalReceivers() {
    return process.env.GONIEC_WEBHOOKS_LOCAL_RECEIVERS === 'true';
  },
  /**
   * SFTP servers (issue 20): the local runtime may connect to this machine's addresses, so a server
   * started beside it (tests) can be used; the stacks never set it (shared/rules/sftp-host.ts).
   */
  get sftpLocalServers() {
    return process.env.GONIEC_SFTP_LOCAL_SERVERS === 'true';
  },
  /** Tests shorten the waits between a delivery's attempts (0: at once); 1 everywhere else. */
  get webhookRetryScale() {
    const text = process.env.GONIEC_WEBHOOK_RETRY_SCALE;
    const scale = Number(text);
    return text && Number.isFinite(scale) && scale >= 0 ? scale : 1;
  },
  /** How long attempts fail before a webhook is switched off: a day, shortened by tests. */
  get webhookDisableAfterSeconds() {
    const seconds = Number(process.env.GONIEC_WEBHOOK_DISABLE_AFTER_SECONDS);
    return process.env.GONIEC_WEBHOOK_DISABLE_AFTER_SECONDS && Number.isFinite(seconds) && seconds >= 0
      ? seconds
      : WEBHOOK_DISABLE_AFTER_SECONDS;
  },
  get timersStateMachineArn() {
    return required(ENV.timersStateMachineArn);
  },
  /**
   * How long a campaign "hour" lasts (A/B/X decision, follow-up delays): an hour, except where tests
   * set GONIEC_CAMPAIGN_HOUR_SECONDS so that integration and e2e runs see the wait end for real.
   */
  get campaignHourMs() {
    const seconds = Number(process.env.GONIEC_CAMPAIGN_HOUR_SECONDS);
    return (Number.isFinite(seconds) && seconds > 0 ? seconds : 3600) * 1000;
  },
  get sesConfigurationSet() {
    return required(ENV.sesConfigurationSet);
  },
  get senderDomain() {
    return required(ENV.senderDomain).toLowerCase();
  },
  get userPoolId() {
    return required(ENV.userPoolId);
  },
  get userPoolClientId() {
    return required(ENV.userPoolClientId);
  },
  get assetsBucket() {
    return required(ENV.assetsBucket);
  },
  get stage() {
    return process.env[ENV.stage] ?? 'dev';
  },
  /** Texts per second for all SMS senders together; a missing or malformed value falls back to the provider default. */
  get smsMaxSendRate() {
    const value = Number(process.env[ENV.smsMaxSendRate]);
    return Number.isFinite(value) && value > 0 ? value : DEFAULT_SMS_MAX_SEND_RATE;
  },
  /** Local runtime only: exposes the developer mail catcher. */
  get devTools() {
    return process.env.GONIEC_DEV_TOOLS === 'true';
  },
};

let signingKey: Promise<Uint8Array> | undefined;
/** The HMAC key for session tokens, tracking links and e-mail tokens (Secrets Manager, cached per container). */
export function getSigningKey(): Promise<Uint8Array> {
  signingKey ??= secrets()
    .send(new GetSecretValueCommand({ SecretId: required(ENV.signingSecretArn) }))
    .then((out) => {
      if (!out.SecretString || out.SecretString.length < 32) throw new Error('Signing secret is missing or too short');
      return new TextEncoder().encode(out.SecretString);
    })
    .catch((error: unknown) => {
      signingKey = undefined;
      throw error;
    });
  return signingKey;
}

let publicBaseUrl: Promise<string> | undefined;
/** The public https origin links in e-mails point at (CloudFront's domain in AWS). */
export function getPublicBaseUrl(): Promise<string> {
  const override = process.env[ENV.publicBaseUrl];
  if (override) return Promise.resolve(override.replace(/\/$/, ''));
  publicBaseUrl ??= ssm()
    .send(new GetParameterCommand({ Name: required(ENV.publicBaseUrlParam) }))
    .then((out) => (out.Parameter?.Value ?? '').replace(/\/$/, ''))
    .catch((error: unknown) => {
      publicBaseUrl = undefined;
      throw error;
    });
  return publicBaseUrl;
}
