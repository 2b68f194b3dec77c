import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { type BackendRefs, functionEnvironment, type Queues } from '../constructs/function-env';
import { SmtpRelay } from '../constructs/smtp-relay';
import type { Timers } from '../constructs/timers';

export interface SmtpStackProps extends StackProps {
  readonly config: GoniecConfig;
  /** The TLS listener's certificate (context `smtpCertificateArn`); the stack exists only with it. */
  readonly certificateArn: string;
  readonly refs: BackendRefs;
  readonly queues: Queues;
  readonly timers: Timers;
  readonly logsBucket: s3.IBucket;
}

/** Issue 20: the SMTP relay of SMTP users, deployed (locally it runs inside `npm start`). */
export class SmtpStack extends Stack {
  readonly relay: SmtpRelay;

  constructor(scope: Construct, id: string, props: SmtpStackProps) {
    super(scope, id, props);
    this.relay = new SmtpRelay(this, 'Relay', {
      certificateArn: props.certificateArn,
      environment: functionEnvironment(props.config, props.refs, props.queues, props.timers.stateMachine),
      table: props.refs.table,
      sendQueue: props.queues.send,
      accessLogsBucket: props.logsBucket,
      retainLogs: !isDevStage(props.config),
    });
  }
}
