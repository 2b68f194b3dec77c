import { EMPTY_STATS } from '@shared/schemas/mailing';
import type { AbxVariantKey } from '@shared/rules/campaigns';
import { instantOf } from '@shared/rules/local-time';
import type { Schedule, VariantReport } from '@shared/schemas/schedule';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { startTimer } from '@functions/platform/timers';
import { sendingQueues } from '@functions/sending/queues';
import { withEngagement } from '@functions/sending/report';
import { logger } from '@functions/platform/logger';
import { domainsService } from '@functions/domains/service';
import { addressOnDomain } from '@shared/rules/sender-domain';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import type { Principal } from '@functions/platform/http';
import { mailingActions, type ActionBy } from '../actions-repository';
import { mailingsRepository, type MailingHead, type MailingRecord } from '../repository';
import { DUE_INDEX } from '@functions/data/keys';
import { cyclicRepository } from '../cyclic-repository';
import { abxRanges } from './abx-audience';
import { cyclicRuns, PREVIEW_RUNS, repeatOf } from './cyclic';
import { abxRepository, variantId, type AbxState } from './abx-repository';
import { pickWinner } from './abx-winner';
import type { SendTypePlanner, Steps } from './types';

type AbxSchedule = Schedule<'abx'>;
type Variant = AbxSchedule['variants'][number];
type AbxParent = MailingHead & { abx?: AbxState; schedule?: AbxSchedule };

/** What a content variant takes from the mailing it names. */
const CONTENT_FIELDS = ['html', 'mjml', 'text', 'mode', 'textCustom', 'preheader'] as const;

/** What the winner's sending to the rest takes from the winning variant. */
const WINNER_FIELDS = ['subject', 'fromName', 'fromEmail', 'replyTo', ...CONTENT_FIELDS] as const;

const variantsProblem = () => ValidationError.field('variants', 'CAMPAIGN_ABX_VARIANTS_INVALID');

/** Each variant must carry what the test varies, and no two may be the same in it. */
function checkVariants(schedule: AbxSchedule): void {
  const differs = (v: Variant): string | undefined => {
    switch (schedule.vary) {
      case 'subject':
        return v.subject;
      case 'sender':
        return v.fromName || v.fromEmail ? `${v.fromName ?? ''}|${v.fromEmail ?? ''}` : undefined;
      case 'content':
        return v.contentMailingId;
      case 'all':
        return v.subject || v.fromName || v.fromEmail || v.contentMailingId
          ? [v.subject, v.fromName, v.fromEmail, v.contentMailingId].join('|')
          : undefined;
    }
  };
  const values = schedule.variants.map(differs);
  if (values.some((v) => v === undefined) || new Set(values).size !== values.length) throw variantsProblem();
}

async function contentMailings(accountId: string, schedule: AbxSchedule): Promise<Map<string, MailingRecord>> {
  const ids = [...new Set(schedule.variants.flatMap((v) => (v.contentMailingId ? [v.contentMailingId] : [])))];
  const found = await Promise.all(ids.map((id) => mailingsRepository.get(accountId, id)));
  if (found.some((m) => !m)) throw variantsProblem();
  return new Map(found.map((m) => [m!.id, m!]));
}

/** The variant's own fields over the mailing's. */
function variantFields(variant: Variant, content: Map<string, MailingRecord>): Partial<MailingRecord> {
  const source = variant.contentMailingId ? content.get(variant.contentMailingId) : undefined;
  return {
    ...(variant.subject ? { subject: variant.subject } : {}),
    ...(variant.fromName ? { fromName: variant.fromName } : {}),
    ...(variant.fromEmail ? { fromEmail: variant.fromEmail } : {}),
    ...(source ? Object.fromEntries(CONTENT_FIELDS.flatMap((f) => (source[f] !== undefined ? [[f, source[f]]] : []))) : {}),
  };
}

const decideTimer = (parentId: string) => `abx-${parentId}-decide`;

/**
 * A/B/X (issue 17, spec section 3): each variant is a sending of its own (a child mailing with
 * parentId, variant and a bucket range of the audience), started at the test's time; the mailing
 * itself waits, planned, for the decision. A timer (Step Functions) runs the decision step after
 * decideAfterHours; the mailing then becomes the winner's sending to the rest of the audience.
 */
export const abxPlanner: SendTypePlanner<'abx'> = {
  recurring: false,

  async check(ctx, schedule) {
    checkVariants(schedule);
    await contentMailings(ctx.actor.accountId, schedule);
    // A variant's own sender must be on a verified domain, as the mailing's is (service.ts checkSender).
    const senders = schedule.variants.flatMap((v, i) => (v.fromEmail ? [{ i, email: v.fromEmail }] : []));
    if (senders.length) {
      const verified = await domainsService.senderDomains(ctx.actor.accountId);
      const bad = senders.find((s) => !verified.some((d) => addressOnDomain(s.email, d)));
      if (bad)
        throw ValidationError.field(`variants.${bad.i}.fromEmail`, 'MAILING_SENDER_NOT_VERIFIED', {
          domain: config.senderDomain,
          domains: verified.join(', '),
        });
    }
    const repeat = repeatOf(schedule);
    if (repeat) {
      const runs = cyclicRuns(repeat, ctx.timeZone, ctx.now, PREVIEW_RUNS);
      if (!runs.length) throw ValidationError.field('cron', 'CAMPAIGN_CRON_NO_RUN');
      return { startsAt: runs[0]!, nextStarts: runs };
    }
    if (!schedule.at) return { nextStarts: [] };
    const startsAt = instantOf(schedule.at, ctx.timeZone);
    if (!startsAt) throw ValidationError.field('at', 'CAMPAIGN_TIME_INVALID');
    if (startsAt.getTime() <= ctx.now.getTime()) throw ValidationError.field('at', 'CAMPAIGN_TIME_IN_PAST');
    return { startsAt, nextStarts: [] };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    const repeat = repeatOf(schedule);
    if (repeat) {
      // Cyclic A/B/X: planned as a cyclic mailing is (the ticker makes its runs); each run is a test (abxRun).
      const [first] = cyclicRuns(repeat, ctx.timeZone, ctx.now, 1);
      if (!first) throw ValidationError.field('cron', 'CAMPAIGN_CRON_NO_RUN');
      const next = first.toISOString();
      return mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
        at: nowIso(),
        set: { ...planned.set, sendType: 'abx', schedule, startAt: next, nextStartAt: next, dueShard: DUE_INDEX.cyclic, dueAt: next },
        remove: planned.remove.filter((k) => !['nextStartAt', 'dueShard', 'dueAt', 'pause'].includes(k)).concat('pause'),
        pendingAcceptance: planned.pendingAcceptance,
      });
    }
    const startsAt = planned.startsAt && planned.startsAt > ctx.now ? planned.startsAt : ctx.now;
    const decideAt = new Date(startsAt.getTime() + schedule.decideAfterHours * config.campaignHourMs);
    const at = nowIso();
    const abx: AbxState = { state: 'testing', decideAt: decideAt.toISOString() };
    const moved = await mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
      at,
      due: null,
      set: { ...planned.set, sendType: 'abx', schedule, startAt: startsAt.toISOString(), abx },
      remove: planned.remove,
      pendingAcceptance: planned.pendingAcceptance,
    });
    if (!moved) return false;
    await startTest(accountId, { ...ctx.mailing, ...planned.set } as MailingRecord, schedule, startsAt, ctx.now, decideAt);
    return true;
  },
};

/**
 * Writes the test's variants as children of `parent` (ids: the parent's and the key, so a retry
 * makes none twice), queues those due now and starts the decision's timer (once: it is named by the parent).
 */
async function startTest(accountId: string, parent: MailingRecord, schedule: AbxSchedule, startsAt: Date, now: Date, decideAt: Date) {
  const content = await contentMailings(accountId, schedule);
  const { variants: ranges } = abxRanges(schedule.variants.map((v) => v.share));
  const at = nowIso();
  const { approval: _a, schedule: _s, abx: _x, run: _r, ...base } = parent as MailingRecord & { abx?: unknown };
  const made: string[] = [];
  for (const [i, variant] of schedule.variants.entries()) {
    const child: MailingRecord & { audienceSpec: unknown } = {
      ...base,
      ...variantFields(variant, content),
      id: variantId(parent.id, variant.key),
      name: `${parent.name} (${variant.key})`,
      state: 'planned',
      stats: { ...EMPTY_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      sendType: 'abx',
      startAt: startsAt.toISOString(),
      parentId: parent.id,
      variant: variant.key,
      audienceSpec: { kind: 'buckets', ...ranges[i]! },
    };
    if (await abxRepository.createVariant(accountId, child, startsAt.toISOString())) made.push(child.id);
  }
  // Due now: planned at once (the ticker would find them within a minute anyway); later: the ticker starts them.
  if (startsAt <= now) await Promise.all(made.map((sendingId) => sendingQueues.plan({ channel: 'email', accountId, sendingId, step: 0 })));
  await startTimer({
    name: decideTimer(parent.id),
    at: decideAt,
    job: { kind: 'campaign', accountId, mailingId: parent.id, step: 'abxDecide' },
  });
}

/**
 * A run of a cyclic A/B/X mailing (cyclic.ts cyclicRun): the run is made as the test's parent,
 * off the due index while it tests; its variants go to their shares of the segment as it stands
 * now, and its decision (timer, or a winner chosen on the run) sends the winner to the rest of it.
 * A retried step finds the run made and completes what is missing of its test.
 */
export async function abxRun(accountId: string, parent: MailingRecord, id: string, run: number, at: string): Promise<boolean> {
  const schedule = parent.schedule as AbxSchedule;
  // The run is due when its step runs: its wait is counted from now, not from its due minute.
  const now = new Date();
  const decideAt = new Date(now.getTime() + schedule.decideAfterHours * config.campaignHourMs);
  const abx: AbxState = { state: 'testing', decideAt: decideAt.toISOString() };
  const made = await cyclicRepository.createRun(accountId, parent, id, run, at, { sendType: 'abx', set: { abx } });
  const record = await mailingsRepository.get(accountId, id);
  const state = (record as (MailingRecord & { abx?: AbxState }) | undefined)?.abx;
  if (!record || record.state !== 'planned' || state?.state !== 'testing') return made;
  await startTest(accountId, record, schedule, now, now, new Date(state.decideAt));
  return made;
}

async function readTest(accountId: string, id: string): Promise<{ parent: AbxParent; schedule: AbxSchedule } | undefined> {
  const parent = (await mailingsRepository.head(accountId, id)) as AbxParent | undefined;
  if (!parent?.abx || parent.schedule?.type !== 'abx') return undefined;
  return { parent, schedule: parent.schedule };
}

async function variantHeads(accountId: string, parentId: string, schedule: AbxSchedule): Promise<MailingHead[]> {
  const heads = await Promise.all(schedule.variants.map((v) => mailingsRepository.head(accountId, variantId(parentId, v.key))));
  return withEngagement(
    accountId,
    heads.filter((h): h is MailingHead => Boolean(h)),
  );
}

/**
 * Ends the test with `winner` (once: a second decision, automatic or by hand, finds it decided and
 * answers false). The rest of the audience gets the winner; the history names the winner and how.
 */
async function decide(
  accountId: string,
  test: { parent: AbxParent; schedule: AbxSchedule },
  winner: AbxVariantKey,
  by?: ActionBy,
): Promise<boolean> {
  const { parent, schedule } = test;
  const { rest } = abxRanges(schedule.variants.map((v) => v.share));
  const at = nowIso();
  const abx: AbxState = { ...parent.abx!, state: 'decided', winner, chosenBy: by ? 'manual' : 'auto', decidedAt: at };
  const hasRest = rest.to > rest.from;
  // The rest gets what the winner's variant sent, as it was tested (a content mailing it came from may have changed or gone since).
  const tested = await mailingsRepository.get(accountId, variantId(parent.id, winner));
  if (!tested) throw new Error(`A/B/X variant ${winner} of ${parent.id} is missing`);
  const { html, ...set } = Object.fromEntries(
    WINNER_FIELDS.flatMap((f) => (tested[f] !== undefined ? [[f, tested[f]]] : [])),
  ) as Partial<MailingRecord>;
  const decided = await abxRepository.decide(accountId, parent.id, {
    abx,
    set: hasRest ? { ...set, audienceSpec: { kind: 'buckets', ...rest } } : { state: 'sent', finishedAt: at },
    due: hasRest ? at : undefined,
    html: hasRest ? html : undefined,
  });
  if (!decided) return false;
  if (hasRest) await sendingQueues.plan({ channel: 'email', accountId, sendingId: parent.id, step: 0 });
  await mailingActions.record(accountId, parent.id, 'winner', by, { variant: winner, chosenBy: abx.chosenBy! }, at);
  return true;
}

export const abxSteps: Steps<'abxDecide'> = {
  /** The timer's step: the winner by the test's rule, unless one was chosen meanwhile. */
  abxDecide: async (job) => {
    const test = await readTest(job.accountId, job.mailingId);
    if (!test || test.parent.abx!.state !== 'testing') return;
    const variants = await variantHeads(job.accountId, job.mailingId, test.schedule);
    const winner = pickWinner(
      test.schedule.variants.map((v) => {
        const stats = variants.find((h) => h.variant === v.key)?.stats ?? EMPTY_STATS;
        return { key: v.key, sent: stats.sent, opened: stats.opened, clicked: stats.clicked };
      }),
      test.schedule.winnerBy,
    );
    if (!(await decide(job.accountId, test, winner))) logger.info('A/B/X test already decided', { mailingId: job.mailingId });
  },
};

/** The variants report and the manual choice (abx-routes.ts). */
export const abxService = {
  async report(accountId: string, id: string): Promise<VariantReport> {
    const test = await readTest(accountId, id);
    if (!test) throw new NotFoundError('MAILING_NOT_FOUND');
    const { parent, schedule } = test;
    const variants = await variantHeads(accountId, id, schedule);
    const abx = parent.abx!;
    return {
      state: abx.state === 'testing' ? 'testing' : parent.state === 'sent' ? 'sent' : 'decided',
      decideAt: abx.decideAt,
      ...(abx.winner ? { winner: abx.winner, chosenBy: abx.chosenBy } : {}),
      variants: schedule.variants.map((v) => {
        const head = variants.find((h) => h.variant === v.key);
        const stats = head?.stats ?? EMPTY_STATS;
        return {
          key: v.key,
          share: v.share,
          subject: head?.subject ?? v.subject ?? parent.subject,
          fromName: head?.fromName ?? v.fromName ?? parent.fromName,
          sent: stats.sent,
          opened: stats.opened,
          clicked: stats.clicked,
          openRate: stats.sent ? stats.opened / stats.sent : 0,
          clickRate: stats.sent ? stats.clicked / stats.sent : 0,
        };
      }),
    };
  },

  /** The winner by hand, before the automatic decision; 409 once decided (or for a mailing that is no test). */
  async chooseWinner(
    actor: Pick<Principal, 'segmentIds'> & ActionBy & { accountId: string },
    id: string,
    winner: AbxVariantKey,
  ): Promise<void> {
    const test = await readTest(actor.accountId, id);
    if (!test) {
      if (!(await mailingsRepository.head(actor.accountId, id))) throw new NotFoundError('MAILING_NOT_FOUND');
      throw new ConflictError('CAMPAIGN_ABX_WINNER_NOT_OPEN');
    }
    // The winner goes to the rest of the planner's audience: beyond a restricted user's reach unless it was theirs.
    assertSendingWithinReach(actor, test.parent);
    if (!test.schedule.variants.some((v) => v.key === winner)) throw ValidationError.field('variant', 'CAMPAIGN_ABX_VARIANTS_INVALID');
    if (
      test.parent.abx!.state !== 'testing' ||
      !(await decide(actor.accountId, test, winner, { userId: actor.userId, email: actor.email }))
    )
      throw new ConflictError('CAMPAIGN_ABX_WINNER_NOT_OPEN');
  },
};
