import { ulid } from 'ulid';
import { formatGsm, normalizeGsm } from '@shared/rules/contacts';
import { smsParts } from '@shared/rules/sms';
import {
  EMPTY_SMS_STATS,
  type Sms,
  type SmsContactEntry,
  type SmsSendBody,
  type SmsTestBody,
  type SmsTestResult,
} from '@shared/schemas/sms';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { sendSms } from '@functions/platform/sms';
import { propertiesService } from '@functions/properties/service';
import { prepareSendableAudience } from '@functions/segments/audience-check';
import { returnTestSends, takeTestSends } from '@functions/sending/test-sends';
import { assertSendingWithinReach, audienceScope } from '@functions/segments/restriction';
import { resumeSending } from '@functions/delivery/control';
import { sendingQueues } from '@functions/sending/queues';
import { subscribersRepository } from '@functions/subscribers/repository';
import { testGroupsService } from '@functions/predefined/test-groups-service';
import { authorEmails, authorLabel } from '@functions/users/labels';
import { CHANNELS } from '@functions/delivery/channels';
import { accountSettings } from '@functions/accounts/settings-service';
import { acceptanceNotices } from '@functions/notifications/acceptance-notices';
import { approvalView, pendingApproval, type Acting } from '@functions/sending/acceptance';
import { failSending } from '@functions/delivery/completion';
import { smsMessagesRepository } from './messages-repository';
import { smsRepository, type SmsRecord } from './repository';
import { smsAcceptance } from './acceptance';
import { smsSchedules } from './schedule';
import { startSmsAbx, type SmsAbxParent } from './abx-start';
import { smsTotals } from './abx-totals';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'email' | 'segmentIds'>;

/**
 * Sendings as the API shows them: who ordered them, and their progress (the counters the engine
 * settles into, added to what the item counted before them; an A/B test's with its variants', ./abx-totals.ts).
 */
async function toDtos(accountId: string, records: SmsRecord[], actor?: { userId: string; email: string }): Promise<Sms[]> {
  const [authors, totals] = await Promise.all([authorEmails(records, actor), smsTotals(accountId, records)]);
  return records.map(
    ({
      createdById,
      scopeSegmentIds: _scope,
      planning: _planning,
      planStep: _step,
      planCursor: _cursor,
      planned: _planned,
      planAt: _planAt,
      dueShard: _shard,
      dueAt: _due,
      startedAt: _started,
      updatedAt: _updated,
      approval,
      acceptedById: _acceptedBy,
      acceptedAt: _acceptedAt,
      lastRun: _lastRun,
      ...rest
    }) => {
      const view = approvalView(approval);
      return {
        ...rest,
        ...(view ? { approval: view } : {}),
        stats: totals.get(rest.id)!.stats,
        processed: totals.get(rest.id)!.processed,
        createdBy: authorLabel(authors, { createdById }),
      };
    },
  );
}

export const smsService = {
  /**
   * An SMS sending goes out as soon as it is made: it is stored in planning and its plan job
   * queued. A sender restricted to segments reaches only their members (spec section 6). With 4-eye
   * verification on, it is stored awaiting another user's acceptance instead (./acceptance.ts), once
   * the same audience check passes: a checker is not asked to accept what could not be sent.
   */
  async send(actor: Actor, body: SmsSendBody, test?: Pick<SmsAbxParent, 'abx' | 'abxVariants' | 'abxDecideAfterHours'>): Promise<Sms> {
    // An A/B test starts when it is sent (or accepted): planned and cyclic tests are not built.
    if (test && body.schedule) throw ValidationError.field('schedule', 'CAMPAIGN_SEND_TYPE_UNAVAILABLE');
    const [, fourEye, scheduled] = await Promise.all([
      prepareSendableAudience(actor.accountId, body.segmentId),
      accountSettings.fourEye(actor.accountId),
      // Issue 17: at a time or cyclic, it stands planned on the due index (schedule.ts); under 4-eye it is planned when accepted.
      body.schedule ? smsSchedules.start(actor.accountId, body.schedule) : undefined,
    ]);
    const createdAt = nowIso();
    const record: SmsRecord = {
      id: ulid(),
      name: body.name,
      sender: body.sender,
      content: body.content,
      ...(body.segmentId ? { segmentId: body.segmentId } : {}),
      onlyPrefix48: body.onlyPrefix48,
      parts: smsParts(body.content).parts,
      state: fourEye ? 'awaiting' : scheduled ? 'planned' : 'sending',
      stats: { ...EMPTY_SMS_STATS },
      processed: 0,
      createdAt,
      createdById: actor.userId,
      ...(actor.segmentIds.length ? { scopeSegmentIds: [...actor.segmentIds] } : {}),
      ...(fourEye ? { approval: pendingApproval(actor, createdAt) } : scheduled ? {} : { planning: true }),
      ...(scheduled ? (fourEye ? { schedule: scheduled.schedule } : scheduled) : {}),
      ...test,
    };
    await smsRepository.put(actor.accountId, record);
    if (fourEye) await acceptanceNotices.requested({ channel: 'sms', id: record.id, name: record.name }, actor.accountId, actor);
    else if (!scheduled) await this.start(actor.accountId, record);
    return (await toDtos(actor.accountId, [record], actor))[0]!;
  },

  /** 4-eye verification: another user accepts the waiting sending; it is planned as a direct send is. */
  async accept(actor: Acting, id: string): Promise<Sms> {
    const accepted = await smsAcceptance.accept(actor, id);
    if (!accepted.record.schedule) await this.start(actor.accountId, accepted.record);
    // The maker hears "accepted and being sent" only once it is on its way (as for mailings).
    await smsAcceptance.accepted(actor, accepted);
    return this.get(actor.accountId, id);
  },

  /** 4-eye verification: another user rejects the waiting sending with a reason; nothing is sent. */
  async reject(actor: Acting, id: string, reason: string): Promise<Sms> {
    await smsAcceptance.reject(actor, id, reason);
    return this.get(actor.accountId, id);
  },

  /** A sending goes out: its plan job, or for an A/B test (./abx-start.ts) its variants and the decision's timer. */
  start(accountId: string, record: Pick<SmsRecord, 'id'> & { abx?: unknown }): Promise<void> {
    return record.abx ? startSmsAbx(accountId, record.id) : this.plan(accountId, record.id);
  },

  /** Queues the sending's plan job. */
  async plan(accountId: string, id: string): Promise<void> {
    try {
      await sendingQueues.plan({ channel: 'sms', accountId, sendingId: id, step: 0 });
    } catch (error) {
      // Unplanned, it would stay "sending" for ever: it ends failed and the caller sees the error.
      await failSending(CHANNELS.sms, { channel: 'sms', accountId, id }, 'SMS_SEND_ERROR');
      throw error;
    }
  },

  async get(accountId: string, id: string): Promise<Sms> {
    const record = await smsRepository.get(accountId, id);
    if (!record) throw new NotFoundError('SMS_NOT_FOUND');
    return (await toDtos(accountId, [record]))[0]!;
  },

  /**
   * A paused SMS sending goes on (issue 12): a user restricted to segments only for a sending within
   * theirs; 409 SMS_NOT_PAUSED unless it stands paused when the write lands.
   */
  async resume(actor: Actor, id: string): Promise<Sms> {
    const record = await smsRepository.get(actor.accountId, id);
    if (!record) throw new NotFoundError('SMS_NOT_FOUND');
    assertSendingWithinReach(actor, record);
    // Issue 17: a cyclic sending paused by a user (schedule.ts) goes on at its next run; it has no batches to drain.
    if (record.schedule?.type === 'cyclic' && !record.parentId) {
      await smsSchedules.resume(actor, record);
      return this.get(actor.accountId, id);
    }
    if (!(await resumeSending({ channel: 'sms', accountId: actor.accountId, id }))) throw new ConflictError('SMS_NOT_PAUSED');
    return this.get(actor.accountId, id);
  },

  /** Issue 17: the planned and cyclic sendings (`/sms/planned`), newest first. */
  async planned(accountId: string, limit: number, cursor?: string): Promise<{ items: Sms[]; cursor?: string }> {
    const page = await smsSchedules.planned(accountId, limit, cursor);
    return { items: await toDtos(accountId, page.items), cursor: page.cursor };
  },

  /** Issue 17: an action on a planned or cyclic sending (schedule.ts), answered with the sending as it now stands. */
  async scheduled(actor: Actor, id: string, action: (actor: Actor, id: string) => Promise<void>): Promise<Sms> {
    await action(actor, id);
    return this.get(actor.accountId, id);
  },

  async list(accountId: string, limit: number, cursor?: string): Promise<{ items: Sms[]; cursor?: string }> {
    const page = await smsRepository.list(accountId, limit, cursor);
    return { items: await toDtos(accountId, page.items), cursor: page.cursor };
  },

  /**
   * Test texts to the numbers the user typed and those of the test group picked, sent at once and
   * reported number by number: a number that fails, even for a passing reason, is reported not sent
   * rather than failing the call, so trying again never re-sends the ones that went. Numbers follow
   * the account's prefix rule, as subscribers' numbers do, and must be a subscriber's within the
   * user's reach or in one of the account's test groups (GSM_NOT_IN_DB otherwise, the same answer
   * for a number nobody has and one out of reach); a number given twice is sent once. The texts to
   * send count towards the account's daily test messages (functions/sending/test-sends.ts), all of
   * them or none.
   */
  async sendTest(actor: Actor, body: SmsTestBody) {
    const [{ allowOtherGsmPrefixes }, group, testGsms] = await Promise.all([
      propertiesService.settings(actor.accountId),
      body.testGroupId ? testGroupsService.contacts(actor.accountId, body.testGroupId) : undefined,
      testGroupsService.allGsms(actor.accountId),
    ]);
    const given = [...body.numbers, ...(group?.gsms ?? []).map(formatGsm)];
    const seen = new Set<string>();
    const normalized = given
      .map((number) => ({ number, ...normalizeGsm(number, allowOtherGsmPrefixes) }))
      .filter((entry) => !('gsm' in entry) || (!seen.has(entry.gsm) && Boolean(seen.add(entry.gsm))));
    const [known, scope] = await Promise.all([
      subscribersRepository.idsByGsms(
        actor.accountId,
        normalized.flatMap((n) => ('gsm' in n ? [n.gsm] : [])),
      ),
      audienceScope(actor.accountId, actor.segmentIds),
    ]);
    const isSubscriber = (gsm: string) => {
      const id = known.get(gsm);
      return id !== undefined && (!scope || scope(id));
    };
    const refusal = (entry: (typeof normalized)[number]) =>
      'problem' in entry ? entry.problem : isSubscriber(entry.gsm) || testGsms.has(entry.gsm) ? undefined : ('GSM_NOT_IN_DB' as const);
    await takeTestSends(actor.accountId, normalized.filter((entry) => !refusal(entry)).length);
    const results: SmsTestResult['results'] = [];
    let unsent = 0;
    for (const entry of normalized) {
      const { number } = entry;
      const refused = refusal(entry);
      if (refused || 'problem' in entry) {
        results.push({ number, status: 'not_sent', error: refused });
        continue;
      }
      try {
        await sendSms({ to: entry.gsm, sender: body.sender, text: body.content });
        results.push({ number, status: 'sent' });
      } catch (error) {
        logger.warn('test text not sent', { accountId: actor.accountId, error: (error as Error).message });
        results.push({ number, status: 'not_sent', error: 'SMS_SEND_ERROR' });
        unsent++;
      }
    }
    await returnTestSends(actor.accountId, unsent);
    return { results };
  },

  /** The subscriber's SMS contact history: each text, with the sending that sent it. */
  async contactHistory(
    accountId: string,
    subscriberId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: SmsContactEntry[]; cursor?: string }> {
    const page = await smsMessagesRepository.listForSubscriber(accountId, subscriberId, limit, cursor);
    const sendings = await smsRepository.getMany(
      accountId,
      page.items.map((m) => m.smsId),
    );
    const items = page.items.map((m): SmsContactEntry => {
      const sms = sendings.get(m.smsId);
      return {
        smsId: m.smsId,
        smsName: sms?.name ?? '—',
        sender: sms?.sender ?? '',
        content: sms?.content ?? '',
        parts: sms?.parts ?? 0,
        gsm: m.gsm,
        status: m.state,
        at: m.at,
        ...(m.reason ? { reason: m.reason } : {}),
        ...(m.detail ? { detail: m.detail } : {}),
      };
    });
    return { items, cursor: page.cursor };
  },
};
