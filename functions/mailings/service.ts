import { ulid } from 'ulid';
import { EMPTY_STATS, type Mailing, type MailingContent } from '@shared/schemas/mailing';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { sendingQueues } from '@functions/sending/queues';
import { segmentsRepository } from '@functions/segments/repository';
import { mailingsRepository, type MailingRecord } from './repository';

const EDITABLE = ['working', 'ready'] as const;

/** Only addresses in the deployment's verified sending domain can be senders. */
function checkSender(fromEmail: string): void {
  const domain = fromEmail.split('@')[1]?.toLowerCase();
  if (domain !== config.senderDomain && !domain?.endsWith(`.${config.senderDomain}`)) {
    throw ValidationError.field('fromEmail', 'MAILING_SENDER_NOT_VERIFIED', { domain: config.senderDomain });
  }
}

function toDto(record: MailingRecord): Mailing {
  const { processed: _p, lastError: _e, publicBaseUrl: _b, scopeSegmentIds: _s, ...dto } = record;
  return dto;
}

/** A mailing to a segment goes to its current audience: one that was calculated and has not expired. */
async function checkAudience(accountId: string, segmentId: string | null | undefined): Promise<void> {
  if (!segmentId) return;
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
  if (!segment.audience) throw new ConflictError('SEGMENT_NOT_CONFIGURED');
  if (segment.audience.expiresAt && Date.parse(segment.audience.expiresAt) <= Date.now()) throw new ConflictError('SEGMENT_AUDIENCE_EXPIRED');
}

export const mailingsService = {
  async create(accountId: string, userId: string, content: MailingContent): Promise<Mailing> {
    checkSender(content.fromEmail);
    if (content.segmentId && !(await segmentsRepository.get(accountId, content.segmentId))) throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
    const at = nowIso();
    const { segmentId, ...rest } = content;
    const record: MailingRecord = { ...rest, ...(segmentId ? { segmentId } : {}), id: ulid(), state: 'working', stats: { ...EMPTY_STATS }, processed: 0, createdAt: at, updatedAt: at, editedBy: userId };
    await mailingsRepository.put(accountId, record);
    return toDto(record);
  },

  async get(accountId: string, id: string): Promise<Mailing> {
    const record = await mailingsRepository.get(accountId, id);
    if (!record) throw new NotFoundError('MAILING_NOT_FOUND');
    return toDto(record);
  },

  async list(accountId: string, limit: number, cursor?: string) {
    const page = await mailingsRepository.list(accountId, limit, cursor);
    return { items: page.items.map(toDto), cursor: page.cursor };
  },

  async update(accountId: string, userId: string, id: string, content: MailingContent): Promise<Mailing> {
    checkSender(content.fromEmail);
    if (content.segmentId && !(await segmentsRepository.get(accountId, content.segmentId))) throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
    if (!(await mailingsRepository.updateContent(accountId, id, content, userId, nowIso()))) {
      await this.get(accountId, id);
      throw new ConflictError('MAILING_NOT_EDITABLE');
    }
    return this.get(accountId, id);
  },

  /**
   * "Send now": the mailing becomes planned and due now. The plan job is queued at once; should
   * that fail, the ticker finds the due mailing a minute later and queues it then. A sender
   * restricted to segments sends only to their members (spec section 6).
   */
  async sendNow(accountId: string, id: string, scopeSegmentIds: readonly string[] = []): Promise<Mailing> {
    const mailing = await this.get(accountId, id);
    checkSender(mailing.fromEmail);
    await checkAudience(accountId, mailing.segmentId);
    const at = nowIso();
    const set = scopeSegmentIds.length ? { scopeSegmentIds: [...scopeSegmentIds] } : undefined;
    if (!(await mailingsRepository.transition(accountId, id, EDITABLE, 'planned', { at, due: at, set }))) {
      throw new ConflictError('MAILING_NOT_EDITABLE');
    }
    await sendingQueues.plan({ accountId, mailingId: id });
    return this.get(accountId, id);
  },
};
