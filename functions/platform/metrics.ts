import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { logger } from './logger';

/**
 * The product's metrics, as CloudWatch EMF lines on stdout through Powertools Metrics (CloudWatch
 * turns them into metrics without an API call). Namespace "Goniec" (POWERTOOLS_METRICS_NAMESPACE
 * overrides it), service "goniec"; POWERTOOLS_METRICS_DISABLED=true (the test tiers) or
 * POWERTOOLS_DEV=true (the local runtime) keeps them off stdout.
 */
export const METRICS_NAMESPACE = 'Goniec';
export const METRICS_SERVICE = 'goniec';

/** Every metric the functions emit, with the dimensions each carries. */
export interface MetricDimensions {
  /** A recipient's outcome settled by the delivery engine. */
  Sends: { channel: string; outcome: 'sent' | 'failed' | 'refused' };
  /** Engagements counted from the events queue (SES events and the app's own tracking). */
  EventsIngested: { type: string };
  /** A tracked job (functions/jobs/tracked.ts) that ended; `locked` is an import the spam-trap rule stopped. */
  Jobs: { kind: string; outcome: 'finished' | 'failed' | 'locked' | 'cancelled' };
  /** An API request answered with an error, by catalogue code. */
  ApiErrors: { code: string };
}
export type MetricName = keyof MetricDimensions;

/**
 * Powertools warns on every flush of an instance with nothing stored; most invocations touch few
 * of the dimension sets, so that warning is noise. Everything else goes to the product's logger.
 */
const metricsLogger: NonNullable<NonNullable<ConstructorParameters<typeof Metrics>[0]>['logger']> = {
  debug: (...content) => logger.debug(String(content[0]), ...content.slice(1)),
  info: (...content) => logger.info(String(content[0]), ...content.slice(1)),
  warn: (...content) => {
    if (String(content[0]).startsWith('No application metrics to publish')) return;
    logger.warn(String(content[0]), ...content.slice(1));
  },
  error: (...content) => logger.error(String(content[0]), ...content.slice(1)),
};

/**
 * One Metrics instance per set of dimension values: an EMF document carries one value per
 * dimension for all its metrics, so "sms sends that failed" and "API errors coded X" need
 * documents of their own. The sets are bounded by the catalogue (channels, outcomes, event types,
 * job kinds, error codes). Made on first use, so the environment the tests set is read.
 */
const instances: Metrics[] = [];
const byDimensions = new Map<string, Metrics>();

function instanceFor(dimensions: Record<string, string>): Metrics {
  // Powertools reads whether it is off when an instance is made: a process whose setting changes
  // (test files one after another in one process) gets instances of its own for the new setting.
  const switches = [process.env.POWERTOOLS_METRICS_DISABLED, process.env.POWERTOOLS_DEV];
  const key = JSON.stringify([switches, Object.entries(dimensions).sort(([a], [b]) => a.localeCompare(b))]);
  let instance = byDimensions.get(key);
  if (!instance) {
    instance = new Metrics({
      namespace: process.env.POWERTOOLS_METRICS_NAMESPACE || METRICS_NAMESPACE,
      serviceName: METRICS_SERVICE,
      defaultDimensions: dimensions,
      logger: metricsLogger,
    });
    byDimensions.set(key, instance);
    instances.push(instance);
  }
  return instance;
}

/** Counts `value` of `name` under its dimensions; the metrics middleware writes it out when the invocation ends. */
export function countMetric<N extends MetricName>(name: N, dimensions: MetricDimensions[N], value = 1): void {
  if (value <= 0) return;
  instanceFor(dimensions as unknown as Record<string, string>).addMetric(name, MetricUnit.Count, value);
}

/**
 * Powertools' logMetrics middleware over every dimension set: it flushes what the invocation
 * counted after the handler returns or throws. It is given the one array every new set is added
 * to and reads it at each flush, so sets first used during an invocation are flushed too
 * (metrics.test.ts holds that to Powertools' behaviour).
 */
export const metricsMiddleware = () => logMetrics(instances);
