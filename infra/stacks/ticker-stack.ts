import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { type GoniecConfig, isDevStage } from '../config';
import { type BackendRefs, functionEnvironment, type Queues } from '../constructs/function-env';
import { GoniecFunction } from '../constructs/goniec-function';
import { acknowledge } from '../constructs/nag';
import type { Timers } from '../constructs/timers';
import {
  ANY_IDENTITY_FINDING,
  ANY_IDENTITY_REASON,
  grantAppTableReadWrite,
  grantPublicBaseUrlRead,
  grantSendingDomainsManage,
} from '../constructs/grants';
import { alarmOnFunction } from '../constructs/monitoring';
import { ENTRIES } from '../resources';

export interface TickerStackProps extends StackProps {
  readonly config: GoniecConfig;
  readonly refs: BackendRefs;
  readonly queues: Queues;
  /** Campaign waits (messaging stack): planning starts them. */
  readonly timers: Timers;
  /** The stage's alarm topic (messaging stack). */
  readonly alarmAction: cloudwatch.IAlarmAction;
}

/** The minute ticker: finds due work in the table's `due` index and hands it to the plan queue. */
export class TickerStack extends Stack {
  readonly tickerFunction: GoniecFunction;
  readonly rule: events.Rule;

  constructor(scope: Construct, id: string, props: TickerStackProps) {
    super(scope, id, props);
    const { config } = props;

    this.tickerFunction = new GoniecFunction(this, 'TickerFunction', {
      entry: ENTRIES.ticker,
      description: `Goniec ${config.stage}: minute ticker for due work`,
      // Must finish before the next tick starts.
      timeout: Duration.seconds(50),
      environment: functionEnvironment(config, props.refs, props.queues, props.timers.stateMachine),
      retainLogs: !isDevStage(config),
    });
    const fn = this.tickerFunction.fn;
    grantAppTableReadWrite(props.refs.table, fn);
    props.queues.plan.grantSendMessages(fn);
    props.timers.grantStart(fn);
    grantPublicBaseUrlRead(this, config.stage, fn);
    // The background pass over unverified sending domains (functions/domains/service.ts checkDue).
    grantSendingDomainsManage(this, fn, 'check');
    acknowledge(this.tickerFunction, ANY_IDENTITY_FINDING, ANY_IDENTITY_REASON);

    // The ticker also reconciles sendings; a failing tick leaves them unfinished.
    alarmOnFunction(this, 'TickerFunction', fn, `Goniec ${config.stage}: ticker function`, props.alarmAction);

    this.rule = new events.Rule(this, 'EveryMinute', {
      description: `Goniec ${config.stage}: run the ticker every minute`,
      schedule: events.Schedule.rate(Duration.minutes(1)),
      // A failed tick is not retried: the next one a minute later finds the same due items.
      targets: [new targets.LambdaFunction(fn, { retryAttempts: 0, maxEventAge: Duration.minutes(1) })],
    });
  }
}
