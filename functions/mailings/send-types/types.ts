import type { PlanMailingBody, PlanPreview, Schedule } from '@shared/schemas/schedule';
import type { Principal } from '@functions/platform/http';
import type { DueRead } from '@functions/platform/due-index';
import type { MailingRecord } from '../repository';
import type { StepRunner } from './jobs';

/** Who plans: named by address in the history and the 4-eye record. */
export type Planner = Pick<Principal, 'accountId' | 'userId' | 'email' | 'versions' | 'segmentIds'>;

/** What a send type's planning sees: the mailing, the account's time zone, the clock. */
export interface PlanContext {
  actor: Planner;
  mailing: MailingRecord;
  timeZone: string;
  now: Date;
}

/**
 * One send type (issue 17): how its schedule is checked beyond its schema, and how a mailing is made
 * planned with it. functions/mailings/planning.ts calls `check` for the preview and before planning,
 * runs the checks every sending shares (sender, unsubscribe link, the plan's limit, 4-eye), then
 * `plan` (directly, or once a checker accepted).
 */
export interface SendTypePlanner<T extends PlanMailingBody['type'] = PlanMailingBody['type']> {
  /**
   * Throws a catalogue error (a ValidationError with field codes for the schedule's fields) when the
   * schedule cannot be used now; answers when it starts (absent: now) and, for repeated types, the
   * next starts (at most 5).
   */
  check(
    ctx: PlanContext,
    schedule: Schedule<T>,
  ): Promise<{
    startsAt?: Date;
    nextStarts: Date[];
    /** A send type that takes only part of the audience (a follow-up): at most how many it reaches, for the preview. */
    recipients?: number;
    /** Optimisation: how the audience's first page spreads over the hours' sendings, for the preview. */
    spread?: PlanPreview['spread'];
  }>;
  /**
   * Makes the mailing planned as the schedule says (state, due index, timers, child sendings),
   * conditional on the mailing being in `from`; false when it no longer is. `orderer` is whose reach
   * bounds the sending (under 4-eye, the maker's), `set` what the caller adds to the mailing item
   * (footer, who sent and accepted it).
   */
  plan(
    ctx: PlanContext,
    schedule: Schedule<T>,
    planned: {
      startsAt?: Date;
      from: readonly MailingRecord['state'][];
      set: Record<string, unknown>;
      remove: string[];
      /** On acceptance (4-eye): the write holds only while the request accepted is still the pending one (repository.transition). */
      pendingAcceptance?: { since: string };
    },
  ): Promise<boolean>;
  /** Whether a mailing planned this way is a recurring one (pause and resume apply). */
  readonly recurring: boolean;
}

/** What a send type's file may add to the minute ticker: returns how much it queued. */
export type CampaignTick = (now: Date, read?: DueRead) => Promise<number>;

/** Steps a send type's file runs from the jobs queue (functions/mailings/send-types/jobs.ts). */
export type Steps<K extends string> = Record<K, StepRunner>;
