/**
 * The shape of every AWS resource the app needs, in one place: the CDK stacks build them for AWS,
 * and infra/local/bootstrap.ts creates the same ones in the local emulator. Keep both honest by
 * reading these values instead of repeating them.
 */

export const APP_TABLE = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'ttl',
  indexes: [
    /** Look-ups by an alternate key (user by email, send by SES message id, token by hash). */
    { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Due work for the minute ticker: dueShard = "DUE", dueAt = ISO time. */
    { name: 'due', partitionKey: 'dueShard', sortKey: 'dueAt' },
  ],
} as const;

export interface QueueSpec {
  /** Logical id, also the suffix of the local queue name. */
  id: 'plan' | 'send' | 'events' | 'jobs' | 'webhooks';
  /** Seconds a received message stays invisible; at least 6x the consumer's timeout in AWS. */
  visibilityTimeoutSeconds: number;
  /** Receives before a message is moved to the queue's DLQ. */
  maxReceiveCount: number;
  /** Event source mapping batch size. */
  batchSize: number;
  /** Consumer Lambda timeout. */
  functionTimeoutSeconds: number;
  /** Consumer entry file (exports `handler`). */
  entry: string;
}

export const QUEUES: readonly QueueSpec[] = [
  {
    id: 'plan',
    visibilityTimeoutSeconds: 900,
    maxReceiveCount: 3,
    batchSize: 1,
    functionTimeoutSeconds: 120,
    entry: 'functions/workers/plan-queue.ts',
  },
  {
    id: 'send',
    visibilityTimeoutSeconds: 360,
    maxReceiveCount: 5,
    batchSize: 5,
    functionTimeoutSeconds: 60,
    entry: 'functions/workers/send-queue.ts',
  },
  // Events are counted a batch at a time (functions/engagement/ingest.ts): one counter write per
  // sending per batch and BatchWrites of 25, so the bigger the batch the fewer the requests per event
  // (~38 per 1,000 events at 1,000, ~58 at 100: npm run bench:events). SES events are ~2.5 KB: 1,000
  // stay well under Lambda's 6 MB batch, and the 1 s batching window bounds the wait when traffic is low.
  {
    id: 'events',
    visibilityTimeoutSeconds: 180,
    maxReceiveCount: 5,
    batchSize: 1000,
    functionTimeoutSeconds: 30,
    entry: 'functions/workers/events-queue.ts',
  },
  // Long background work (imports, exports): one job a message, 15 minutes a run; a job checkpoints
  // before the limit and enqueues its own continuation. 960 s keeps a running job invisible past the timeout.
  {
    id: 'jobs',
    visibilityTimeoutSeconds: 960,
    maxReceiveCount: 3,
    batchSize: 1,
    functionTimeoutSeconds: 900,
    entry: 'functions/workers/jobs-queue.ts',
  },
  // Webhook deliveries (issue 20): one message a delivery of up to 50 events. A failed attempt's
  // message is made invisible for its backoff (ChangeMessageVisibility, at most 10 h) and left on the
  // queue, so the receive count is the attempt number: nine attempts over 24 h (shared/rules/
  // webhook-retries.ts); the DLQ only takes what the worker itself could not handle 12 times.
  {
    id: 'webhooks',
    visibilityTimeoutSeconds: 120,
    maxReceiveCount: 12,
    batchSize: 10,
    functionTimeoutSeconds: 20,
    entry: 'functions/workers/webhooks-queue.ts',
  },
];

export const ENTRIES = {
  api: 'functions/api/handler.ts',
  tracking: 'functions/tracking/handler.ts',
  ticker: 'functions/ticker/handler.ts',
} as const;

/** The Web stack's own function: rotates the secret CloudFront proves itself to the API with (ORIGIN_SECRET_ARN). */
export const EDGE_ENTRIES = {
  originSecretRotation: 'functions/edge/origin-secret-rotation.ts',
  /** The Sending stack's custom resource: creates the SES domain identity, or adopts an existing one. */
  senderIdentity: 'functions/edge/sender-identity.ts',
} as const;
/** The header CloudFront adds to every request it sends to the API: the origin secret's value. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** The rotation function's one setting: the distribution whose API origin sends ORIGIN_VERIFY_HEADER. */
export const DISTRIBUTION_ID_ENV = 'DISTRIBUTION_ID';

/**
 * Environment variables the functions read (functions/platform/config.ts). The stacks set them in
 * AWS; the local runtime sets them from the resources it created.
 */
export const ENV = {
  appTable: 'APP_TABLE',
  planQueueUrl: 'PLAN_QUEUE_URL',
  sendQueueUrl: 'SEND_QUEUE_URL',
  eventsQueueUrl: 'EVENTS_QUEUE_URL',
  jobsQueueUrl: 'JOBS_QUEUE_URL',
  webhooksQueueUrl: 'WEBHOOKS_QUEUE_URL',
  sesConfigurationSet: 'SES_CONFIGURATION_SET',
  senderDomain: 'SENDER_DOMAIN',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  assetsBucket: 'ASSETS_BUCKET',
  /** Secrets Manager secret holding the HMAC key for sessions, tracking links and tokens. */
  signingSecretArn: 'SIGNING_SECRET_ARN',
  /** SSM parameter holding the public https origin (the CloudFront domain) for links in emails. */
  publicBaseUrlParam: 'PUBLIC_BASE_URL_PARAM',
  /** Overrides the parameter (local runtime, custom domains). */
  publicBaseUrl: 'PUBLIC_BASE_URL',
  stage: 'STAGE',
  /**
   * Secrets Manager secret CloudFront sends in ORIGIN_VERIFY_HEADER (functions/platform/origin.ts).
   * Set in AWS: requests without it are refused and the client address is CloudFront's viewer
   * address. Unset locally, where requests come straight to the runtime.
   */
  originSecretArn: 'ORIGIN_SECRET_ARN',
  /** Texts per second the SMS provider allows the whole deployment; the SMS sender paces to it. */
  smsMaxSendRate: 'SMS_MAX_SEND_RATE',
  /** The timers' Step Functions state machine (functions/platform/timers.ts). */
  timersStateMachineArn: 'TIMERS_STATE_MACHINE_ARN',
} as const;

/**
 * SMS_MAX_SEND_RATE when unset: Amazon SNS / End User Messaging's default SMS throughput is 20
 * messages a second per account (raised through a quota request, then set with -c smsMaxSendRate).
 */
export const DEFAULT_SMS_MAX_SEND_RATE = 20;

export const SSM_PUBLIC_BASE_URL = (stage: string) => `/goniec/${stage}/public-base-url`;
