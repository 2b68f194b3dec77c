import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { type BackendRefs, functionEnvironment, type Queues } from '../constructs/function-env';
import { GoniecFunction } from '../constructs/goniec-function';
import {
  ANY_IDENTITY_FINDING,
  ANY_IDENTITY_REASON,
  grantAppTableReadWrite,
  grantPublicBaseUrlRead,
  grantSendingDomainsManage,
  grantSesSend,
  grantSesSendFromAccountDomains,
  grantSftpSecrets,
  grantSmsSend,
} from '../constructs/grants';
import { alarmOnFunction } from '../constructs/monitoring';
import { acknowledge } from '../constructs/nag';
import type { Timers } from '../constructs/timers';
import { ENTRIES } from '../resources';

export interface ApiStackProps extends StackProps {
  readonly config: GoniecConfig;
  readonly refs: BackendRefs;
  /** Object read/write on the assets bucket, owned by the data stack next to the bucket. */
  readonly assetsAccessPolicy: iam.IManagedPolicy;
  /** Read-only on the accounts' uploaded documents: the tracking function redirects to them. */
  readonly documentsReadPolicy: iam.IManagedPolicy;
  readonly logoReadPolicy: iam.IManagedPolicy;
  readonly queues: Queues;
  /** Campaign waits (messaging stack): planning starts them. */
  readonly timers: Timers;
  /** The queues' dead-letter queues: the admin zone reads their depth. */
  readonly deadLetterQueues: Queues;
  /** The stage's alarm topic (messaging stack): the functions' errors and throttles go there. */
  readonly alarmAction: cloudwatch.IAlarmAction;
}

/** Cognito admin calls the API makes on behalf of signed-in administrators and during sign-in. */
const COGNITO_ADMIN_ACTIONS = [
  'AdminCreateUser',
  'AdminSetUserPassword',
  'AdminInitiateAuth',
  'AdminGetUser',
  'AdminUpdateUserAttributes',
  'AdminUserGlobalSignOut',
  'AdminDeleteUser',
].map((action) => `cognito-idp:${action}`);

/**
 * The admin zone's queue page (functions/admin): message counts of every queue and DLQ, each DLQ
 * found through its queue's redrive policy by name. Nothing more: no receive, purge or redrive.
 */
function grantQueueDepthRead(grantee: iam.IGrantable, queues: Queues, deadLetterQueues: Queues): void {
  const dlqArns = Object.values(deadLetterQueues).map((q) => q.queueArn);
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['sqs:GetQueueAttributes'],
      resources: [...Object.values(queues).map((q) => q.queueArn), ...dlqArns],
    }),
  );
  grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['sqs:GetQueueUrl'], resources: dlqArns }));
}

/** The HTTP API: `/api/*` for the app and integrators, `/t/*` for public tracking and unsubscribe links. */
export class ApiStack extends Stack {
  readonly httpApi: apigw.HttpApi;
  readonly apiFunction: GoniecFunction;
  readonly trackingFunction: GoniecFunction;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, refs, queues } = props;
    const dev = isDevStage(config);
    const environment = functionEnvironment(config, refs, queues, props.timers.stateMachine);

    this.apiFunction = new GoniecFunction(this, 'ApiFunction', {
      entry: ENTRIES.api,
      description: `Goniec ${config.stage}: HTTP API`,
      timeout: Duration.seconds(29),
      memorySize: 1024,
      environment,
      retainLogs: !dev,
    });
    const api = this.apiFunction.fn;
    grantAppTableReadWrite(refs.table, api);
    queues.plan.grantSendMessages(api);
    // Starting an import or an export queues a job.
    queues.jobs.grantSendMessages(api);
    // Blacklist changes are told to the account's webhooks (issue 20).
    queues.webhooks.grantSendMessages(api);
    props.timers.grantStart(api);
    grantQueueDepthRead(api, queues, props.deadLetterQueues);
    api.addToRolePolicy(new iam.PolicyStatement({ actions: COGNITO_ADMIN_ACTIONS, resources: [refs.userPool.userPoolArn] }));
    // Verification and invitation emails go through the same identity and configuration set as campaigns.
    grantSesSend(this, refs.emailIdentity.emailIdentityArn, refs.configurationSet.configurationSetName, api);
    // Test sends leave from the account's own sending domains; the settings add and check those domains.
    grantSesSendFromAccountDomains(this, api);
    grantSendingDomainsManage(this, api, 'manage');
    acknowledge(this.apiFunction, ANY_IDENTITY_FINDING, ANY_IDENTITY_REASON);
    // Test texts (POST /sms/test) leave from the API itself.
    grantSmsSend(api);
    refs.signingSecret.grantRead(api);
    // Every request proves it came through CloudFront (functions/platform/origin.ts).
    refs.originSecret.grantRead(api);
    grantPublicBaseUrlRead(this, config.stage, api);
    // Issue 20: SFTP servers' passwords and keys, one secret a server under the stage's sftp/ prefix.
    acknowledge(
      this.apiFunction,
      grantSftpSecrets(this, config.stage, api),
      'SFTP servers are added at run time, one secret each, so the grant covers the stage prefix goniec/<stage>/sftp/ and nothing else.',
    );
    // Imports, exports and template assets; presigned URLs are signed with these permissions.
    this.apiFunction.role.addManagedPolicy(props.assetsAccessPolicy);

    this.trackingFunction = new GoniecFunction(this, 'TrackingFunction', {
      entry: ENTRIES.tracking,
      description: `Goniec ${config.stage}: open/click tracking and unsubscribe`,
      timeout: Duration.seconds(10),
      environment,
      retainLogs: !dev,
    });
    const tracking = this.trackingFunction.fn;
    grantAppTableReadWrite(refs.table, tracking);
    queues.events.grantSendMessages(tracking);
    // An SMS variant's tracked link's first click is told to the account's webhooks (issue 20).
    queues.webhooks.grantSendMessages(tracking);
    refs.signingSecret.grantRead(tracking);
    refs.originSecret.grantRead(tracking);
    grantPublicBaseUrlRead(this, config.stage, tracking);
    // The accounts' uploaded terms and privacy policies (functions/company/public-documents.ts): read only, that prefix only.
    this.trackingFunction.role.addManagedPolicy(props.documentsReadPolicy);
    // It serves the accounts' logos at /t/b/ and library images at /t/i/ (functions/images/store.ts), and nothing else of the bucket.
    this.trackingFunction.role.addManagedPolicy(props.logoReadPolicy);
    // Hosted sign-up forms send the double opt-in confirmation from the platform's own identity.
    grantSesSend(this, refs.emailIdentity.emailIdentityArn, refs.configurationSet.configurationSetName, tracking);

    alarmOnFunction(this, 'ApiFunction', api, `Goniec ${config.stage}: API function`, props.alarmAction);
    alarmOnFunction(this, 'TrackingFunction', tracking, `Goniec ${config.stage}: tracking function`, props.alarmAction);

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: dev ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      apiName: `goniec-${config.stage}`,
      description: `Goniec ${config.stage}`,
      // The default stage is added below so it can carry access logging and throttling.
      createDefaultStage: false,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });

    const apiRoutes = this.httpApi.addRoutes({
      path: '/api/{proxy+}',
      methods: [apigw.HttpMethod.ANY],
      integration: new HttpLambdaIntegration('ApiIntegration', api),
    });
    const trackingRoutes = this.httpApi.addRoutes({
      path: '/t/{proxy+}',
      methods: [apigw.HttpMethod.GET, apigw.HttpMethod.POST],
      integration: new HttpLambdaIntegration('TrackingIntegration', tracking),
    });
    for (const route of apiRoutes) {
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        'Authentication is a session cookie or API token verified by the API Lambda middleware against the one route table (permissions per route); a gateway authorizer cannot see that table.',
      );
    }
    for (const route of trackingRoutes) {
      acknowledge(
        route,
        'AwsSolutions-APIG4',
        'Tracking pixels, click redirects and one-click unsubscribe are opened by email recipients without an account; every URL is HMAC-signed and verified by the tracking Lambda.',
      );
    }
  }
}
