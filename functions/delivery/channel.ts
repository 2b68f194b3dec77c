import type { Subscriber } from '@shared/schemas/subscriber';
import type { ErrorCode } from '@shared/errors';
import type { TableKey } from '@functions/data/keys';
import type { TenantKeys } from '@functions/data/tenant';
import type { RollupDeltas } from '@functions/engagement/report-tally';

export type ChannelName = 'email' | 'sms';

/** Which sending: the engine's handle on a mailing or an SMS sending. */
export interface SendingRef {
  channel: ChannelName;
  accountId: string;
  id: string;
}

/** What the engine needs of a sending's record, whatever its channel. */
export interface SendingHead {
  id: string;
  state: string;
  segmentId?: string | null;
  scopeSegmentIds?: string[];
  /** Set from the start of planning until the audience is counted: no one may finish the sending meanwhile. */
  planning?: boolean;
  /** The planner's checkpoint: the next piece's number, where in the audience it starts, how many it planned so far. */
  planStep?: number;
  planCursor?: string;
  planned?: number;
  /** When the planner last checkpointed or finished, and when planning started (the reconciler's clocks). */
  planAt?: string;
  startedAt?: string;
  recipients: number;
  updatedAt?: string;
  /** The record as stored: what a channel's `prepare` reads its sending from, without reading it again. */
  item: Record<string, unknown>;
}

/**
 * How one recipient's turn ended: `sent` once the provider accepted the message (its id), else
 * `refused` (never handed to the provider: a reason the channel names) or `rejected` (the provider
 * refused it for good). `interrupted` is a claim whose worker died; whether it went is unknown.
 */
export type Outcome =
  | { kind: 'sent'; messageId: string }
  | { kind: 'refused'; reason: string; detail?: string }
  | { kind: 'rejected'; detail: string }
  | { kind: 'interrupted' };

/** The sending's record, as the planner, the completion and the reconciler use it. */
export interface SendingStore {
  head(accountId: string, id: string): Promise<SendingHead | undefined>;
  /** Planning starts (a retried first piece finds it started and goes on); false when the sending is not to be planned. */
  beginPlanning(accountId: string, id: string, at: string): Promise<boolean>;
  /** The planner's checkpoint moves from `step` to `step + 1`; false for a piece that is not the current one (a duplicate). */
  checkpoint(accountId: string, id: string, step: number, cursor: string, planned: number, at: string): Promise<boolean>;
  /** The audience is counted (from the piece `step`); false for a duplicate piece. */
  finishPlanning(accountId: string, id: string, step: number, recipients: number, at: string): Promise<boolean>;
  /** sending → sent/failed, once; true for the caller whose write moved it. `sent` needs planning over. */
  end(
    accountId: string,
    id: string,
    to: 'sent' | 'failed',
    at: string,
    error?: { code: ErrorCode; params?: Record<string, unknown> },
  ): Promise<boolean>;
  /** The reconciler looks at the sending again at `at` (its place on the due index). */
  checkAgainAt(accountId: string, id: string, at: string): Promise<void>;
  /** Tells whoever ordered the sending how it ended (never throws). */
  tellOwner(accountId: string, id: string): Promise<void>;
  /** What audiences without a single recipient fail with. */
  readonly noRecipients: ErrorCode;
}

/**
 * What a recipient's turn knew when it settled them: the batch's prepared state, the subscriber and
 * the message handed over. A claim settled stale (its worker died) comes with none of them.
 */
export interface SettleContext {
  prepared?: unknown;
  subscriber?: Subscriber;
  message?: unknown;
}

/** The claim item of one recipient of one sending, and what settling it writes. */
export interface ClaimShape {
  key(keys: TenantKeys, sendingId: string, subscriberId: string): TableKey;
  /** The attributes of a new claim (its state is added by the engine). */
  claimed(ref: SendingRef, subscriberId: string, subscriber: Subscriber | undefined, at: string): Record<string, unknown>;
  /** The attribute holding when the claim was taken (a claim older than the stale bound is settled as interrupted). */
  readonly claimedAt: string;
  /** The attributes settling writes for an outcome (state included). */
  settled(outcome: Outcome, at: string, context: SettleContext): Record<string, unknown>;
  /** The progress counters an outcome adds to (besides `processed`). */
  counters(outcome: Outcome, context: SettleContext): Record<string, number>;
  /**
   * The sending's report roll-ups (keys/sending.ts `ROLLUP#<sending>#<name>`) an outcome adds to,
   * in the recipient's shard and the same transaction as the claim: the claim is their marker, so a
   * redelivered batch, which finds it settled, adds nothing again.
   */
  rollups?(outcome: Outcome, context: SettleContext): RollupDeltas;
}

/**
 * A channel: what differs between e-mail, SMS and any channel after them (push, webhook). The
 * engine (engine.ts) does the rest — plan, claim, pace, settle, count, complete — the same way for all.
 */
export interface Channel<Prepared = unknown, Message = unknown> {
  readonly name: ChannelName;
  readonly store: SendingStore;
  readonly claims: ClaimShape;
  /** Recipients whose subscriber records are wanted, filtered the channel's way (e.g. those with a number). */
  recipients?(accountId: string, ids: string[]): Promise<string[]>;
  /**
   * A batch's recipients by id; absent, the account's subscribers. A transactional channel's
   * recipients are its messages (functions/transactional/), each standing for its one addressee.
   */
  loadRecipients?(accountId: string, ids: readonly string[]): Promise<Subscriber[]>;
  /**
   * False for a channel whose sendings never pause (transactional: no one would resume them): what
   * the provider's daily quota holds back goes back on the queue for later instead of being parked.
   */
  readonly pauses?: boolean;
  /** Once per batch: what sending to these subscribers needs (compiled template, blacklist, the plan's allowance). */
  prepare(ref: SendingRef, head: SendingHead, subscribers: ReadonlyMap<string, Subscriber>, ids: readonly string[]): Promise<Prepared>;
  /** Why this recipient must not get the message now (checked after claiming), or undefined. */
  refusal(
    prepared: Prepared,
    subscriberId: string,
    subscriber: Subscriber | undefined,
  ): Promise<(Outcome & { kind: 'refused' }) | undefined>;
  /** This recipient's message (personalised, signed links, encoded); a failure here is this message's, never the provider's. */
  compose(prepared: Prepared, subscriberId: string, subscriber: Subscriber): Promise<Message> | Message;
  /** Hands the message to the provider; answers its message id. Throws the provider's errors as they are (platform/aws.ts sendFailureKind reads them). */
  deliver(prepared: Prepared, message: Message): Promise<string>;
  /** After a recipient's message went and was recorded (e.g. the subscriber's activity); must not throw. */
  afterSent?(prepared: Prepared, subscriberId: string): Promise<void>;
  /** After the batch: gives back what `prepare` reserved and was not used. */
  finish?(prepared: Prepared, sent: number): Promise<void>;
}
