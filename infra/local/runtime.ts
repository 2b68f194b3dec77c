import type http from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { handler as apiHandler } from '@functions/api/handler';
import { authenticate } from '@functions/auth/session';
import { requestContext } from '@functions/platform/http';
import { handler as tickerHandler } from '@functions/ticker/handler';
import { handler as trackingHandler } from '@functions/tracking/handler';
import { handler as eventsWorker } from '@functions/workers/events-queue';
import { handler as jobsWorker } from '@functions/workers/jobs-queue';
import { handler as planWorker } from '@functions/workers/plan-queue';
import { handler as sendWorker } from '@functions/workers/send-queue';
import { handler as webhooksWorker } from '@functions/workers/webhooks-queue';
import type { Context } from 'aws-lambda';
import type { QueueSpec } from '../resources';
import { bootstrap, type LocalResources } from './bootstrap';
import { pollOnce, startPoller, type SqsHandler } from './queue-poller';
import { markDomainVerified } from './dev-domains';
import { startServer } from './server';
import { startSesFeedback } from './ses-feedback';

export interface RuntimeOptions {
  /** The AWS API emulator (moto or LocalStack). */
  endpoint: string;
  region: string;
  port: number;
  host?: string;
  prefix: string;
  senderDomain: string;
  /** SMS_MAX_SEND_RATE of the local functions (bootstrap's default when unset). */
  smsMaxSendRate?: number;
  webRoot: string;
  /** Serve /api/dev/outbox (never in AWS). */
  devTools: boolean;
  /** Poll queues continuously (false in tests that drive workers step by step). */
  pollers: boolean;
  tickerIntervalMs: number;
}

export const WORKERS: Record<QueueSpec['id'], SqsHandler> = {
  plan: planWorker as unknown as SqsHandler,
  send: sendWorker as unknown as SqsHandler,
  events: eventsWorker as unknown as SqsHandler,
  jobs: jobsWorker as unknown as SqsHandler,
  webhooks: webhooksWorker as unknown as SqsHandler,
};

export interface LocalRuntime {
  url: string;
  resources: LocalResources;
  /** Runs every queue until all are empty (tests use this instead of waiting). */
  drain(): Promise<void>;
  tick(): Promise<unknown>;
  stop(): Promise<void>;
}

/** The same handlers as in AWS, in one process: API, tracking, queue workers, ticker, web app. */
export async function startLocalRuntime(options: RuntimeOptions): Promise<LocalRuntime> {
  process.env.AWS_ENDPOINT_URL = options.endpoint;
  process.env.AWS_REGION = options.region;
  const publicBaseUrl = `http://localhost:${options.port}`;
  const resources = await bootstrap({
    prefix: options.prefix,
    senderDomain: options.senderDomain,
    publicBaseUrl,
    region: options.region,
    smsMaxSendRate: options.smsMaxSendRate,
  });
  Object.assign(process.env, resources.env, { GONIEC_DEV_TOOLS: String(options.devTools) });

  const server: http.Server = await startServer({
    port: options.port,
    host: options.host,
    api: (event) => apiHandler(event, {} as Context),
    tracking: trackingHandler,
    webRoot: options.webRoot,
    outboxEndpoint: options.devTools ? options.endpoint : undefined,
    markDomainVerified: options.devTools ? markDomainVerified : undefined,
    requireSession: async (event: APIGatewayProxyEventV2) => {
      try {
        await authenticate(requestContext(event), 'GET');
        return true;
      } catch {
        return false;
      }
    },
  });

  const queues = Object.values(resources.queues);
  const pollers = options.pollers
    ? queues.map((q) => startPoller(q, WORKERS[q.spec.id], options.region, q.spec.id === 'send' ? 2 : 1))
    : [];
  const feedback = startSesFeedback({ topicArn: resources.sesEventsTopicArn });
  const ticker = setInterval(() => void tickerHandler().catch((e: unknown) => console.error('ticker failed', e)), options.tickerIntervalMs);

  return {
    url: publicBaseUrl,
    resources,
    async drain() {
      for (let round = 0; round < 50; round++) {
        let handled = 0;
        for (const q of queues) handled += await pollOnce(q, WORKERS[q.spec.id], options.region, 0);
        if (handled === 0) return;
      }
    },
    tick: () => tickerHandler(),
    async stop() {
      clearInterval(ticker);
      await feedback.stop();
      await Promise.all(pollers.map((p) => p.stop()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
    },
  };
}
