import { smsParts } from '@shared/rules/sms';
import type { AbxVariantKey } from '@shared/rules/campaigns';
import type { Sms } from '@shared/schemas/sms';
import type { SmsAbxBody, SmsVariantReport } from '@shared/schemas/sms-abx';
import type { SmsAbxSummary } from '@shared/schemas/sms-abx-summary';
import { abxRanges } from '@functions/mailings/send-types/abx-audience';
import { pickWinner } from '@functions/mailings/send-types/abx-winner';
import { CHANNELS } from '@functions/delivery/channels';
import { addProgress, progressRepository } from '@functions/delivery/progress';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { smsAbxRepository, smsVariantId } from './abx-repository';
import type { SmsAbxParent } from './abx-start';
import { smsRepository } from './repository';
import { smsService } from './service';

type Actor = Pick<Principal, 'accountId' | 'userId' | 'email' | 'segmentIds'>;

interface VariantCounts {
  key: AbxVariantKey;
  state: string;
  sender: string;
  content: string;
  sent: number;
  clicked: number;
}

async function readTest(accountId: string, id: string): Promise<SmsAbxParent | undefined> {
  const record = (await smsRepository.get(accountId, id)) as SmsAbxParent | undefined;
  return record?.abx && record.abxVariants ? record : undefined;
}

/** Each variant's sending as it stands: texts sent (the engine's settled counters) and subscribers who clicked. */
async function variantCounts(accountId: string, test: SmsAbxParent): Promise<VariantCounts[]> {
  const ids = test.abxVariants.map((v) => smsVariantId(test.id, v.key));
  const [records, progress] = await Promise.all([smsRepository.getMany(accountId, ids), progressRepository.sums(accountId, ids)]);
  return test.abxVariants.map((v) => {
    const id = smsVariantId(test.id, v.key);
    const record = records.get(id) as (Sms & { clicks?: number }) | undefined;
    return {
      key: v.key,
      state: record?.state ?? 'sending',
      sender: record?.sender ?? v.sender ?? test.sender,
      content: record?.content ?? v.content ?? test.content,
      sent: record ? addProgress(record.stats, progress.get(id)).sent : 0,
      clicked: record?.clicks ?? 0,
    };
  });
}

/**
 * Ends the test with `winner`, once (a second decision, the timer's or a user's, finds it decided
 * and answers false): the winner's text and sender go to the rest of the audience, or, when the
 * shares took all of it, the test ends sent.
 */
async function decide(accountId: string, test: SmsAbxParent, winner: AbxVariantKey, chosenBy: 'auto' | 'manual'): Promise<boolean> {
  const variant = test.abxVariants.find((v) => v.key === winner)!;
  const { rest } = abxRanges(test.abxVariants.map((v) => v.share));
  const hasRest = rest.to > rest.from;
  const at = nowIso();
  const content = variant.content ?? test.content;
  const abx: SmsAbxSummary = { ...test.abx, state: 'decided', winner, chosenBy, decidedAt: at };
  const decided = await smsAbxRepository.decide(accountId, test.id, abx, {
    sender: variant.sender ?? test.sender,
    content,
    parts: smsParts(content).parts,
    ...(hasRest ? { rest } : {}),
    at,
  });
  if (decided && hasRest) await smsService.plan(accountId, test.id);
  // With no rest the test ends here: its orderer is told now (with a rest, when that has been sent).
  else if (decided) await CHANNELS.sms.store.tellOwner(accountId, test.id);
  return decided;
}

/** SMS A/B tests (issue 17): the test made, decided by its timer or by hand, and its variants' report. */
export const smsAbxService = {
  /** The test is an SMS sending (4-eye verification included) whose start makes the variants (./abx-start.ts). */
  create(actor: Actor, body: SmsAbxBody): Promise<Sms> {
    const { abx, ...sending } = body;
    const decideAt = new Date(Date.now() + abx.decideAfterHours * config.campaignHourMs).toISOString();
    return smsService.send(actor, sending, {
      abx: { state: 'testing', decideAt, measure: abx.measure },
      abxVariants: abx.variants,
      abxDecideAfterHours: abx.decideAfterHours,
    });
  },

  /** The timer's step: the winner by clicks (count, or per text sent; a tie to the earlier variant), unless one was chosen meanwhile. */
  async decideStep(accountId: string, id: string): Promise<void> {
    const test = await readTest(accountId, id);
    if (!test || test.abx.state !== 'testing') return;
    const counts = await variantCounts(accountId, test);
    const winner = pickWinner(
      counts.map((c) => ({ key: c.key, sent: c.sent, opened: 0, clicked: c.clicked })),
      { metric: 'clicks', measure: test.abx.measure },
    );
    if (!(await decide(accountId, test, winner, 'auto'))) logger.info('SMS A/B test already decided', { accountId, id });
  },

  /** The winner by hand, before the timer's decision; 409 once decided, or for a sending that is no test. */
  async chooseWinner(actor: Actor, id: string, winner: AbxVariantKey): Promise<Sms> {
    const record = await smsRepository.get(actor.accountId, id);
    if (!record) throw new NotFoundError('SMS_NOT_FOUND');
    // The winner goes to the rest of the audience: beyond a restricted user's reach unless the sending was within theirs.
    assertSendingWithinReach(actor, record);
    const test = (record as SmsAbxParent).abx && (record as SmsAbxParent).abxVariants ? (record as SmsAbxParent) : undefined;
    if (!test) throw new ConflictError('SMS_ABX_WINNER_NOT_OPEN');
    if (!test.abxVariants.some((v) => v.key === winner)) throw ValidationError.field('variant', 'VALIDATION_INVALID_VALUE');
    if (test.abx.state !== 'testing' || !(await decide(actor.accountId, test, winner, 'manual')))
      throw new ConflictError('SMS_ABX_WINNER_NOT_OPEN');
    return smsService.get(actor.accountId, id);
  },

  async report(accountId: string, id: string): Promise<SmsVariantReport> {
    const test = await readTest(accountId, id);
    if (!test) throw new NotFoundError('SMS_NOT_FOUND');
    const counts = await variantCounts(accountId, test);
    const { abx } = test;
    return {
      state: abx.state === 'testing' ? 'testing' : test.state === 'sent' ? 'sent' : 'decided',
      decideAt: abx.decideAt,
      measure: abx.measure,
      ...(abx.winner ? { winner: abx.winner, chosenBy: abx.chosenBy } : {}),
      variants: counts.map((c) => ({
        ...c,
        share: test.abxVariants.find((v) => v.key === c.key)!.share,
        clickRate: c.sent ? c.clicked / c.sent : 0,
      })),
    };
  },
};
