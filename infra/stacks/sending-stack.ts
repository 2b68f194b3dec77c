import { CfnOutput, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { createEncryptedTopic } from '../constructs/encrypted-topic';

export interface SendingStackProps extends StackProps {
  readonly config: GoniecConfig;
}

/** SES events the product reacts to: stats, quarantine and webhooks. Opens and clicks are tracked by the app. */
const SES_EVENTS = [
  ses.EmailSendingEvent.SEND,
  ses.EmailSendingEvent.DELIVERY,
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.REJECT,
  ses.EmailSendingEvent.RENDERING_FAILURE,
  ses.EmailSendingEvent.DELIVERY_DELAY,
];

/**
 * SES: the sender domain identity and the configuration set whose events go to an SNS topic.
 * The messaging stack subscribes its events queue to that topic (the subscription and the queue
 * policy live with the queue, so this stack does not depend on the messaging stack).
 */
export class SendingStack extends Stack {
  readonly emailIdentity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;
  readonly eventsTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: SendingStackProps) {
    super(scope, id, props);
    const { stage, senderDomain } = props.config;

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `goniec-${stage}`,
      reputationMetrics: true,
      sendingEnabled: true,
    });

    // No hosted zone: the DKIM CNAMEs are published by hand (README lists them from the stack outputs).
    this.emailIdentity = new ses.EmailIdentity(this, 'SenderIdentity', {
      identity: ses.Identity.domain(senderDomain),
      configurationSet: this.configurationSet,
    });
    this.emailIdentity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `DKIM CNAME ${i + 1} to publish in the DNS of ${senderDomain}`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });

    this.eventsTopic = createEncryptedTopic(this, 'SesEventsTopic', {
      displayName: `Goniec ${stage} SES events`,
      publisherService: 'ses.amazonaws.com',
      removalPolicy: isDevStage(props.config) ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    this.configurationSet.addEventDestination('ToSns', {
      destination: ses.EventDestination.snsTopic(this.eventsTopic),
      events: SES_EVENTS,
    });
  }
}
