import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { timerWorkflowDefinition } from '@functions/platform/timer-workflow';
import { acknowledge } from './nag';

export interface TimersProps {
  readonly stage: string;
  readonly jobsQueue: sqs.IQueue;
  readonly retainLogs: boolean;
}

/**
 * The timers' standard workflow (functions/platform/timers.ts): wait until a timestamp, then put a
 * job on the jobs queue. The same definition the local emulator runs (functions/platform/timer-workflow.ts).
 */
export class Timers extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: TimersProps) {
    super(scope, id);
    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineType: sfn.StateMachineType.STANDARD,
      comment: `Goniec ${props.stage}: campaign timers (A/B/X decisions, follow-up and trigger delays)`,
      definitionBody: sfn.DefinitionBody.fromString(JSON.stringify(timerWorkflowDefinition(props.jobsQueue.queueUrl))),
      // A/B/X decisions wait up to days and yearly triggers up to a year: Step Functions' own limit.
      timeout: Duration.days(365),
      logs: { destination: logGroup, level: sfn.LogLevel.ALL, includeExecutionData: false },
      tracingEnabled: true,
    });
    props.jobsQueue.grantSendMessages(this.stateMachine);
    acknowledge(
      this.stateMachine,
      'AwsSolutions-IAM5[Resource::*]',
      'Step Functions log delivery (logs:CreateLogDelivery and its kin) and X-Ray trace segments have no resource-level permissions; AWS authorises them only against "*".',
    );
  }

  /** Lets a function start waits (and nothing else on the workflow). */
  grantStart(grantee: iam.IGrantable): void {
    this.stateMachine.grantStartExecution(grantee);
  }
}
