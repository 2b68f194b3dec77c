import type { FieldError } from '@shared/errors';
import type { SmsSchedule } from '@shared/schemas/sms-schedule';
import { DUE_INDEX } from '@functions/data/keys';
import { accountSettings } from '@functions/accounts/settings-service';
import { cyclicRuns } from '@functions/mailings/send-types/cyclic';
import { futureInstant } from '@functions/mailings/send-types/once';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { DueRead } from '@functions/platform/due-index';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { sendingQueues } from '@functions/sending/queues';
import { smsRepository, type SmsRecord } from './repository';
import { smsRunId, smsScheduleRepository, type SmsMove } from './schedule-repository';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>;

/** Next starts the form's preview shows. */
const PREVIEW_RUNS = 5;

/** The schedule's own refusals name fields inside it (`schedule.at`, `schedule.cron.hour`, …), as the form holds them. */
function withinSchedule<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors = ((error.params as { errors?: FieldError[] } | undefined)?.errors ?? []).map((e) => ({
      ...e,
      path: `schedule.${e.path}`,
    }));
    throw new ValidationError(errors);
  }
}

/** A cyclic schedule's runs after `after` within its range (the campaigns' rule, cron-parser in the account's zone). */
const runsOf = (schedule: Extract<SmsSchedule, { type: 'cyclic' }>, timeZone: string, after: Date, count: number): Date[] =>
  withinSchedule(() => cyclicRuns(schedule, timeZone, after, count));

/** The first start of a schedule from `now`: a once time still to come, or a cyclic schedule's next run in its range. */
function firstStart(schedule: SmsSchedule, timeZone: string, now: Date): Date {
  if (schedule.type === 'once') return withinSchedule(() => futureInstant(schedule.at, timeZone, now));
  const [first] = runsOf(schedule, timeZone, now, 1);
  if (!first) throw ValidationError.field('schedule.cron', 'CAMPAIGN_CRON_NO_RUN');
  return first;
}

/** What a scheduled sending stores to stand planned, due at `start` on the SMS shard of the due index. */
const plannedFields = (schedule: SmsSchedule, start: Date) => {
  const at = start.toISOString();
  return {
    schedule,
    startAt: at,
    ...(schedule.type === 'cyclic' ? { nextStartAt: at } : {}),
    dueShard: DUE_INDEX.sms,
    dueAt: at,
  };
};

const OFF_DUE = ['dueShard', 'dueAt', 'nextStartAt', 'pause'] as const;
const IS_CYCLIC = {
  condition: '#schedule.#type = :cyclic',
  names: { '#schedule': 'schedule', '#type': 'type' },
  values: { ':cyclic': 'cyclic' },
};
const IS_ONCE = { condition: '#schedule.#type = :once', names: { '#schedule': 'schedule', '#type': 'type' }, values: { ':once': 'once' } };

/**
 * Planned and cyclic SMS sendings (issue 17). A planned one stands `planned` on the due index at its
 * time; the minute ticker queues its plan, and the delivery engine's first plan piece moves it to
 * `sending` (sms-channel.ts starts SMS sendings from `planned`). A cyclic one is a parent that never
 * sends itself: at each run the ticker makes a child sending (`parentId`, `run`, an id of the parent
 * and the run's minute, so made once), which reads the segment then and claims each recipient once.
 */
export const smsSchedules = {
  /** The fields a new sending with this schedule stores (planned, due at its first start); refusals name the schedule's fields. */
  async start(accountId: string, schedule: SmsSchedule, now = new Date()): Promise<ReturnType<typeof plannedFields>> {
    const timeZone = await accountSettings.timeZone(accountId);
    return plannedFields(schedule, firstStart(schedule, timeZone, now));
  },

  /** The planned and cyclic sendings, newest first (a page may hold fewer than `limit`: its cursor goes on). */
  planned: (accountId: string, limit: number, cursor?: string) => smsScheduleRepository.planned(accountId, limit, cursor),

  /** The next starts the schedule would have from now (the form's preview). */
  async preview(accountId: string, schedule: SmsSchedule, now = new Date()): Promise<{ nextStarts: string[]; timeZone: string }> {
    const timeZone = await accountSettings.timeZone(accountId);
    const starts = schedule.type === 'once' ? [firstStart(schedule, timeZone, now)] : runsOf(schedule, timeZone, now, PREVIEW_RUNS);
    if (!starts.length) throw ValidationError.field('schedule.cron', 'CAMPAIGN_CRON_NO_RUN');
    return { nextStarts: starts.map((d) => d.toISOString()), timeZone };
  },

  /**
   * 4-eye verification: what an accepted scheduled sending stores. A once time that passed while it
   * waited is due now (the ticker starts it within a minute); a cyclic one runs at its next run from now.
   */
  async accepted(accountId: string, schedule: SmsSchedule, now = new Date()): Promise<ReturnType<typeof plannedFields>> {
    const timeZone = await accountSettings.timeZone(accountId);
    if (schedule.type === 'once') {
      const at = futureInstantOrNow(schedule.at, timeZone, now);
      return plannedFields(schedule, at);
    }
    return plannedFields(schedule, firstStart(schedule, timeZone, now));
  },

  /** Cancels a planned sending, or a cyclic one (active or paused): it never starts (again). */
  async cancel(actor: Actor, id: string): Promise<void> {
    await this.act(actor, id, 'cancel', {
      from: ['planned', 'paused'],
      also: { ...IS_CYCLIC, condition: `#state = :f0 OR ${IS_CYCLIC.condition}` },
      to: 'cancelled',
      set: { finishedAt: nowIso() },
      remove: OFF_DUE,
    });
  },

  /** A planned (once) sending's new time, still to come. */
  async changeTime(actor: Actor, id: string, local: string): Promise<void> {
    const timeZone = await accountSettings.timeZone(actor.accountId);
    const at = futureInstant(local, timeZone, new Date()).toISOString();
    await this.act(actor, id, 'time', {
      from: ['planned'],
      also: { ...IS_ONCE, condition: `${IS_ONCE.condition} AND attribute_not_exists(parentId)` },
      to: 'planned',
      set: { schedule: { type: 'once', at: local }, startAt: at, dueShard: DUE_INDEX.sms, dueAt: at },
    });
  },

  /** An active cyclic sending stops making runs (runs already made go on) until resumed. */
  async pause(actor: Actor, id: string): Promise<void> {
    await this.act(actor, id, 'pause', {
      from: ['planned'],
      also: IS_CYCLIC,
      to: 'paused',
      set: { pause: { reason: 'manual', at: nowIso() } },
      remove: ['dueShard', 'dueAt', 'nextStartAt'],
    });
  },

  /** A cyclic sending paused by a user goes on at its next run from now, or ends `sent` when its range is over. */
  async resume(actor: Actor, record: SmsRecord): Promise<void> {
    if (record.schedule?.type !== 'cyclic') throw new ConflictError('SMS_NOT_PAUSED');
    const timeZone = await accountSettings.timeZone(actor.accountId);
    const [next] = nextRun(record.schedule, timeZone, new Date());
    const move: SmsMove = next
      ? {
          from: ['paused'],
          also: IS_CYCLIC,
          to: 'planned',
          set: { nextStartAt: next, dueShard: DUE_INDEX.sms, dueAt: next },
          remove: ['pause'],
        }
      : { from: ['paused'], also: IS_CYCLIC, to: 'sent', set: { finishedAt: nowIso() }, remove: ['pause', 'nextStartAt'] };
    if (!(await smsScheduleRepository.move(actor.accountId, record.id, move, nowIso()))) throw new ConflictError('SMS_NOT_PAUSED');
  },

  /** One user action: within the actor's reach, one conditional write, 409 SMS_ACTION_NOT_ALLOWED when the state does not allow it. */
  async act(actor: Actor, id: string, action: string, move: SmsMove): Promise<void> {
    const record = await smsRepository.get(actor.accountId, id);
    if (!record) throw new NotFoundError('SMS_NOT_FOUND');
    assertSendingWithinReach(actor, record);
    if (!(await smsScheduleRepository.move(actor.accountId, id, move, nowIso())))
      throw new ConflictError('SMS_ACTION_NOT_ALLOWED', { state: record.state, action });
  },

  /** The minute ticker: planned sendings (and runs) whose time has come are queued for planning; cyclic parents due make their run. */
  async tick(now: Date, read?: DueRead): Promise<number> {
    const due = await smsScheduleRepository.due(now.toISOString(), read);
    await Promise.all(
      due.map(async (item) => {
        try {
          if (item.cyclic) await cyclicRun(item.accountId, item.id, item.dueAt);
          else await sendingQueues.plan({ channel: 'sms', accountId: item.accountId, sendingId: item.id, step: 0 });
        } catch (error) {
          // One sending's trouble must not hold up the others; it stays due, so the next tick tries again.
          logger.warn('scheduled SMS not started', { accountId: item.accountId, smsId: item.id, error: error as Error });
        }
      }),
    );
    return due.length;
  },
};

function futureInstantOrNow(local: string, timeZone: string, now: Date): Date {
  try {
    return futureInstant(local, timeZone, now);
  } catch {
    return now;
  }
}

/** The next run strictly after `after`, none when the range is over. */
function nextRun(schedule: Extract<SmsSchedule, { type: 'cyclic' }>, timeZone: string, after: Date): string[] {
  try {
    return cyclicRuns(schedule, timeZone, after, 1).map((d) => d.toISOString());
  } catch {
    return []; // the range is over
  }
}

/**
 * One run of a cyclic parent: its child sending is made (once: its id is the parent's and the run's
 * minute) and queued for planning, and the parent moves on to its next run or, past its range, to
 * `sent`. Runs missed while the ticker or the parent was stopped are not made up.
 */
async function cyclicRun(accountId: string, parentId: string, at: string): Promise<void> {
  const parent = await smsRepository.get(accountId, parentId);
  if (!parent || parent.state !== 'planned' || parent.schedule?.type !== 'cyclic' || parent.nextStartAt !== at) {
    logger.info('cyclic SMS run no longer due; dropped', { accountId, smsId: parentId, at });
    return;
  }
  const run = (parent.lastRun ?? 0) + 1;
  const id = smsRunId(parentId, Date.parse(at));
  if (await smsScheduleRepository.createRun(accountId, parent, id, run, nowIso()))
    await sendingQueues.plan({ channel: 'sms', accountId, sendingId: id, step: 0 });
  const timeZone = await accountSettings.timeZone(accountId);
  const [next] = nextRun(parent.schedule, timeZone, new Date(Math.max(Date.now(), Date.parse(at))));
  await smsScheduleRepository.advance(accountId, parentId, at, run, next, nowIso());
}
