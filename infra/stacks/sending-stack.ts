import { type CfnResource, CfnOutput, CustomResource, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage, mailFromDomain } from '../config';
import { createEncryptedTopic } from '../constructs/encrypted-topic';
import { GoniecFunction } from '../constructs/goniec-function';
import { EDGE_ENTRIES } from '../resources';

export interface SendingStackProps extends StackProps {
  readonly config: GoniecConfig;
}

/**
 * SES events something reads: functions/sending/engagement.ts counts deliveries, bounces and
 * complaints (stats, quarantine, unsubscribe on complaint). Opens and clicks are tracked by the app's
 * own links; send, reject, rendering-failure and delivery-delay events were read by nothing and each
 * cost an SNS publish, an SQS message and a worker run.
 */
export const SES_EVENTS = [ses.EmailSendingEvent.DELIVERY, ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT];

/** The logical id AWS::SES::EmailIdentity had before the custom resource (construct path SenderIdentity/Resource). */
export const LEGACY_IDENTITY_LOGICAL_ID = 'SenderIdentity5AECAF6F';

/** Number of Easy DKIM CNAMEs SES hands out for a domain. */
const DKIM_RECORDS = 3;

/**
 * SES: the sender domain identity and the configuration set whose events go to an SNS topic.
 * The messaging stack subscribes its events queue to that topic (the subscription and the queue
 * policy live with the queue, so this stack does not depend on the messaging stack).
 */
export class SendingStack extends Stack {
  readonly emailIdentity: ses.IEmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly eventsTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: SendingStackProps) {
    super(scope, id, props);
    const { config } = props;
    const { stage, senderDomain } = config;

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `goniec-${stage}`,
      reputationMetrics: true,
      sendingEnabled: true,
    });

    const identity = this.senderIdentity(config);
    if (config.keepLegacySenderIdentity) this.retainLegacyIdentity(senderDomain);
    this.emailIdentity = ses.EmailIdentity.fromEmailIdentityName(this, 'SenderIdentityRef', senderDomain);
    this.dnsOutputs(config, identity);

    this.eventsTopic = createEncryptedTopic(this, 'SesEventsTopic', {
      displayName: `Goniec ${stage} SES events`,
      publisherService: 'ses.amazonaws.com',
      removalPolicy: isDevStage(config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.configurationSet.addEventDestination('ToSns', {
      destination: ses.EventDestination.snsTopic(this.eventsTopic),
      events: SES_EVENTS,
    });
  }

  /**
   * The domain identity through a custom resource (functions/edge/sender-identity.ts) instead of
   * AWS::SES::EmailIdentity, which fails the whole stack when the domain already is an identity in
   * the account: this one creates it when missing, adopts it when present, and on delete removes
   * only an identity it created.
   */
  private senderIdentity(config: GoniecConfig): CustomResource {
    const provider = new GoniecFunction(this, 'SenderIdentityProvider', {
      entry: EDGE_ENTRIES.senderIdentity,
      description: `Goniec ${config.stage}: creates or adopts the SES identity of ${config.senderDomain}`,
      timeout: Duration.minutes(1),
      retainLogs: !isDevStage(config),
    });
    const identityArn = this.formatArn({ service: 'ses', resource: 'identity', resourceName: config.senderDomain });
    const configurationSetArn = this.formatArn({
      service: 'ses',
      resource: 'configuration-set',
      resourceName: this.configurationSet.configurationSetName,
    });
    provider.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [
          'ses:GetEmailIdentity',
          'ses:CreateEmailIdentity',
          'ses:DeleteEmailIdentity',
          'ses:PutEmailIdentityMailFromAttributes',
          'ses:PutEmailIdentityConfigurationSetAttributes',
        ],
        resources: [identityArn, configurationSetArn],
      }),
    );
    const resource = new CustomResource(this, 'SenderIdentity', {
      serviceToken: provider.fn.functionArn,
      resourceType: 'Custom::SesSenderIdentity',
      properties: {
        Domain: config.senderDomain,
        ConfigurationSetName: this.configurationSet.configurationSetName,
        MailFromDomain: mailFromDomain(config),
      },
    });
    resource.node.addDependency(this.configurationSet);
    return resource;
  }

  /**
   * The identity as stages deployed before the custom resource had it, unchanged but retained: with
   * `-c keepLegacySenderIdentity=true` for one deploy, the next deploy (without it) drops it from the
   * stack without deleting the identity the custom resource adopted meanwhile.
   */
  private retainLegacyIdentity(senderDomain: string): void {
    const legacy = new ses.EmailIdentity(this, 'LegacySenderIdentity', {
      identity: ses.Identity.domain(senderDomain),
      configurationSet: this.configurationSet,
    });
    legacy.applyRemovalPolicy(RemovalPolicy.RETAIN);
    (legacy.node.defaultChild as CfnResource).overrideLogicalId(LEGACY_IDENTITY_LOGICAL_ID);
  }

  /** The DNS records to publish (README "Deploy to AWS"); no hosted zone is assumed. */
  private dnsOutputs(config: GoniecConfig, identity: CustomResource): void {
    const { senderDomain } = config;
    for (let i = 1; i <= DKIM_RECORDS; i++) {
      new CfnOutput(this, `DkimRecord${i}`, {
        description: `DKIM CNAME ${i} to publish in the DNS of ${senderDomain}`,
        value: identity.getAttString(`DkimRecord${i}`),
      });
    }
    const mailFrom = mailFromDomain(config);
    new CfnOutput(this, 'MailFromMxRecord', {
      description: `MX of the custom MAIL FROM domain ${mailFrom} (bounces come back through it)`,
      value: `${mailFrom} MX 10 feedback-smtp.${this.region}.amazonses.com`,
    });
    new CfnOutput(this, 'MailFromSpfRecord', {
      description: `SPF of the custom MAIL FROM domain ${mailFrom} (SPF aligned with ${senderDomain} for DMARC)`,
      value: `${mailFrom} TXT "v=spf1 include:amazonses.com ~all"`,
    });
    new CfnOutput(this, 'DmarcRecord', {
      description: `DMARC policy to publish for ${senderDomain}: start at p=none, read the reports, then tighten`,
      value: `_dmarc.${senderDomain} TXT "v=DMARC1; p=none; rua=mailto:${config.dmarcReportEmail}"`,
    });
    new CfnOutput(this, 'SenderIdentityOrigin', {
      description: `Whether this stack created the SES identity of ${senderDomain} ("created") or adopted an existing one ("adopted": kept on stack deletion)`,
      value: identity.getAttString('Origin'),
    });
  }
}
