import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { App, type Environment, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { type GoniecConfig, readConfig } from './config';
import { ApiStack } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { MessagingStack } from './stacks/messaging-stack';
import { SendingStack } from './stacks/sending-stack';
import { SmtpStack } from './stacks/smtp-stack';
import { TickerStack } from './stacks/ticker-stack';
import { WebStack } from './stacks/web-stack';

export interface GoniecStacks {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly sending: SendingStack;
  readonly messaging: MessagingStack;
  readonly api: ApiStack;
  readonly ticker: TickerStack;
  readonly web: WebStack;
  /** Only with the `smtpCertificateArn` context: the SMTP relay on Fargate behind an NLB. */
  readonly smtp?: SmtpStack;
}

export const stackName = (config: GoniecConfig, concern: string): string => `Goniec-${config.stage}-${concern}`;

/**
 * Builds every stack of one stage. Dependencies point one way only:
 * Data, Auth, Sending ← Messaging ← Api, Ticker ← Web; Messaging ← Smtp (optional).
 */
export function buildApp(app: App, config: GoniecConfig, env?: Environment): GoniecStacks {
  const common = { config, env };
  const data = new DataStack(app, stackName(config, 'Data'), { ...common, description: 'Goniec: table, assets bucket, signing secret' });
  const auth = new AuthStack(app, stackName(config, 'Auth'), { ...common, description: 'Goniec: Cognito user pool' });
  const sending = new SendingStack(app, stackName(config, 'Sending'), {
    ...common,
    description: 'Goniec: SES identity, configuration set, events topic',
  });
  const refs = {
    table: data.table,
    assetsBucket: data.assetsBucket,
    signingSecret: data.signingSecret,
    originSecret: data.originSecret,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    emailIdentity: sending.emailIdentity,
    configurationSet: sending.configurationSet,
  };
  const messaging = new MessagingStack(app, stackName(config, 'Messaging'), {
    ...common,
    description: 'Goniec: queues, dead-letter queues and their workers',
    refs,
    sesEventsTopic: sending.eventsTopic,
    assetsAccessPolicy: data.assetsAccessPolicy,
  });
  const api = new ApiStack(app, stackName(config, 'Api'), {
    ...common,
    description: 'Goniec: HTTP API and tracking endpoints',
    refs,
    queues: messaging.queues,
    timers: messaging.timers,
    deadLetterQueues: messaging.deadLetterQueues,
    alarmAction: messaging.alarms.action,
    assetsAccessPolicy: data.assetsAccessPolicy,
    documentsReadPolicy: data.documentsReadPolicy,
    logoReadPolicy: data.logoReadPolicy,
  });
  const ticker = new TickerStack(app, stackName(config, 'Ticker'), {
    ...common,
    description: 'Goniec: minute ticker',
    refs,
    queues: messaging.queues,
    timers: messaging.timers,
    alarmAction: messaging.alarms.action,
  });
  const web = new WebStack(app, stackName(config, 'Web'), {
    ...common,
    description: 'Goniec: web app on S3 + CloudFront',
    httpApi: api.httpApi,
    assetsBucket: data.assetsBucket,
    originSecret: data.originSecret,
  });
  const smtp = config.smtpCertificateArn
    ? new SmtpStack(app, stackName(config, 'Smtp'), {
        ...common,
        description: 'Goniec: SMTP relay (Fargate behind an NLB, TLS on 465)',
        certificateArn: config.smtpCertificateArn,
        refs,
        queues: messaging.queues,
        timers: messaging.timers,
        logsBucket: data.logsBucket,
      })
    : undefined;
  Tags.of(app).add('app', 'goniec');
  Tags.of(app).add('stage', config.stage);
  return { data, auth, sending, messaging, api, ticker, web, ...(smtp ? { smtp } : {}) };
}

/** Entry point of `cdk synth` / `cdk deploy` (cdk.json runs `npx tsx infra/app.ts`). */
function main(): void {
  const app = new App();
  const config = readConfig(app);
  // Unset account/region keeps the templates environment-agnostic; the CLI profile decides at deploy time.
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  const region = process.env.CDK_DEFAULT_REGION;
  buildApp(app, config, account && region ? { account, region } : undefined);
  // Any unacknowledged AwsSolutions finding fails synth, so nothing reaches an account unreviewed.
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  app.synth();
}

const invokedDirectly = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) main();
