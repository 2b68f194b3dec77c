import { ulid } from 'ulid';
import { EMPTY_STATS, type Mailing, type MailingContent } from '@shared/schemas/mailing';
import { mayAccessMailing, mayCreateMailing, maySendMailing, versionOfMailing, type VersionGrant } from '@shared/versions';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { checkSendingFits } from '@functions/sending/allowance';
import { sendingQueues } from '@functions/sending/queues';
import { withEngagement } from '@functions/sending/report';
import { prepareSendableAudience } from '@functions/segments/audience-check';
import { segmentsRepository } from '@functions/segments/repository';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { resumeSending } from '@functions/delivery/control';
import { propertiesService } from '@functions/properties/service';
import { fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { addressOnDomain } from '@shared/rules/sender-domain';
import { domainsService } from '@functions/domains/service';
import { hasUnsubscribeLink } from '@shared/rules/footers';
import { footersService } from '@functions/footers/service';
import { accountSettings } from '@functions/accounts/settings-service';
import { messageLanguageOf } from '@shared/rules/footers';
import { acceptance, approvalView, decidableRequest, makerOf, type Orderer, type StoredApproval } from './acceptance';
import { mailingsRepository, type MailingRecord } from './repository';
import { recurringService } from './recurring';
import { mailingActions } from './actions-repository';
import { progressOf } from './progress';
import { prepareEmailContent, textFromHtml } from '@functions/content/compile';
import type { StoredContent, TestSendBody, TestSendResult } from '@shared/schemas/content';
import { sendTestEmails } from '@functions/content/test-send';
import { checkedTags } from '@functions/templates/tags';

const EDITABLE = ['working', 'ready'] as const;

/**
 * Senders must be on a verified domain: the deployment's own sending domain (the seeded demo and
 * system mail use it) or one of the account's sending domains whose DKIM SES has verified. The
 * error names them all, so the form can say which addresses would pass.
 */
async function checkSender(accountId: string, fromEmail: string): Promise<void> {
  const verified = await domainsService.senderDomains(accountId);
  if (!verified.some((d) => addressOnDomain(fromEmail, d))) {
    throw ValidationError.field('fromEmail', 'MAILING_SENDER_NOT_VERIFIED', { domain: config.senderDomain, domains: verified.join(', ') });
  }
}

/**
 * What is saved is what recipients get: the html sanitised (what was removed is answered), and
 * every merge field in the subject and html one the account has (an unknown one is refused, named,
 * rather than sent raw).
 */
/** Sanitised and checked content; a mailing that names no language is in the account's default language of messages. */
async function prepareContent(accountId: string, input: MailingContent): Promise<{ content: MailingRecordContent; removed: string[] }> {
  const { stored, removed } = prepareEmailContent(input);
  const {
    event: _event,
    mjml: _mjml,
    html: _html,
    text: _text,
    textCustom: _custom,
    preheader: _pre,
    utm: _utm,
    mode: _mode,
    tags,
    ...rest
  } = input;
  const [properties, language] = await Promise.all([
    propertiesService.all(accountId),
    input.language ?? accountSettings.messageLanguage(accountId).then(messageLanguageOf),
  ]);
  const known = fieldNames(properties);
  const problems = [
    ...templateProblems('subject', input.subject, known),
    // A visual mailing's fields are the MJML's: that is where the editor shows them.
    ...templateProblems(stored.mode === 'visual' ? 'mjml' : 'html', stored.html, known),
    ...(stored.preheader ? templateProblems('preheader', stored.preheader, known) : []),
    ...(stored.textCustom ? templateProblems('text', stored.text, known) : []),
  ];
  if (problems.length) throw new ValidationError(problems);
  const labels = tags && checkedTags(tags);
  return { content: { ...rest, ...stored, language, ...(labels ? { tags: labels } : {}) }, removed };
}

/** What a save keeps of the content: the compiled parts (shared/schemas/content.ts StoredContent) with the mailing's own fields. */
type MailingRecordContent = Omit<MailingContent, 'event' | 'html'> & StoredContent;

/**
 * The footer the mailing will carry (its language's default), fixed now so every recipient gets the
 * same one. 400 MAILING_UNSUBSCRIBE_LINK_MISSING when neither it nor the content has the
 * unsubscribe link: such a mailing is not sent.
 */
async function footerToSend(accountId: string, mailing: MailingRecord): Promise<string> {
  const footer = await footersService.forSending(accountId, mailing.language ?? 'pl');
  if (!hasUnsubscribeLink(mailing.html) && !hasUnsubscribeLink(footer)) {
    throw new BadRequestError('MAILING_UNSUBSCRIBE_LINK_MISSING', { field: '{{ unsubscribe_url }}', language: mailing.language ?? 'pl' });
  }
  return footer;
}

/**
 * What must hold for a sending to go out, for whoever orders it: a verified sender, an unsubscribe
 * link, an audience that fits the plan. Answers the footer it will carry.
 */
async function sendingChecks(orderer: Orderer, mailing: MailingRecord): Promise<{ footer: string; recipients?: number }> {
  await checkSender(orderer.accountId, mailing.fromEmail);
  const footer = await footerToSend(orderer.accountId, mailing);
  const audience = await prepareSendableAudience(orderer.accountId, mailing.segmentId);
  // Refused now, before anything changes, when it cannot fit in the plan. The planner counts it
  // instead for a restricted sender's reach (it reads the audience, too slow for a request) and for
  // an audience still to be calculated (nothing to count yet; it checks once the audience is there).
  if (!orderer.segmentIds.length && audience === 'current')
    return { footer, recipients: await checkSendingFits(orderer.accountId, { segmentId: mailing.segmentId }) };
  return { footer };
}

/** Plans the sending due now for `orderer` (their reach bounds it) and queues its planning. */
async function startSending(
  orderer: Orderer,
  id: string,
  from: readonly MailingRecord['state'][],
  footer: string,
  extra: {
    set?: Record<string, unknown>;
    remove?: string[];
    pendingAcceptance?: { since: string };
    conflict?: 'MAILING_NOT_EDITABLE' | 'MAILING_NOT_AWAITING_ACCEPTANCE';
  },
): Promise<void> {
  const at = nowIso();
  const scoped = orderer.segmentIds.length > 0;
  const set = { sentById: orderer.userId, footer, ...(scoped ? { scopeSegmentIds: [...orderer.segmentIds] } : {}), ...extra.set };
  const remove = [...(extra.remove ?? []), ...(scoped ? [] : ['scopeSegmentIds'])];
  const moved = await mailingsRepository.transition(orderer.accountId, id, from, 'planned', {
    at,
    due: at,
    set,
    remove,
    ...(extra.pendingAcceptance ? { pendingAcceptance: extra.pendingAcceptance } : {}),
  });
  if (!moved) throw new ConflictError(extra.conflict ?? 'MAILING_NOT_EDITABLE');
  await sendingQueues.plan({ channel: 'email', accountId: orderer.accountId, sendingId: id, step: 0 });
}

export function toDto(record: MailingRecord): Mailing {
  const { processed, lastError, lastErrorParams, publicBaseUrl: _b, scopeSegmentIds: _s, footer: _f, approval, ...dto } = record;
  const view = approvalView(approval as StoredApproval | undefined);
  return {
    ...dto,
    ...(view ? { approval: view } : {}),
    ...progressOf(record.state, processed, record.stats.recipients),
    ...(record.state === 'failed' && lastError
      ? { failure: { code: lastError, ...(lastErrorParams ? { params: lastErrorParams } : {}) } }
      : {}),
  };
}

/** Spec section 6: the versions a principal reaches decide which mailings exist for them and what they may do. */
type Actor = Pick<Principal, 'accountId' | 'userId' | 'versions' | 'segmentIds'>;
/** Who orders or decides a sending: named by address in the 4-eye record and its e-mails. */
type Sender = Actor & Pick<Principal, 'email'>;

/** The catalogue's generic refusal; `version` names the kind of version the role lacks. */
const versionDenied = (version: keyof VersionGrant) => new ForbiddenError('PERMISSION_DENIED', { version });

/** The states of EDITABLE the actor may change: a draft needs working versions, a ready mailing ready ones. */
const editableFor = (actor: Actor) => EDITABLE.filter((state) => mayAccessMailing(actor.versions, state));

async function reachable(actor: Actor, id: string): Promise<MailingRecord> {
  const record = await mailingsRepository.get(actor.accountId, id);
  if (!record) throw new NotFoundError('MAILING_NOT_FOUND');
  if (!mayAccessMailing(actor.versions, record.state)) throw versionDenied(versionOfMailing(record.state));
  return record;
}

export const mailingsService = {
  /** A new mailing is a working version, so creating one needs working versions. `origin`: the template or blueprint it is a copy of (issue 16). */
  async create(
    actor: Actor & Partial<Pick<Principal, 'email'>>,
    input: MailingContent,
    origin: { templateId?: string; blueprintId?: string } = {},
  ): Promise<Mailing> {
    if (!mayCreateMailing(actor.versions)) throw versionDenied('working');
    await checkSender(actor.accountId, input.fromEmail);
    const { content, removed } = await prepareContent(actor.accountId, input);
    if (content.segmentId && !(await segmentsRepository.get(actor.accountId, content.segmentId)))
      throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
    const at = nowIso();
    const { segmentId, tags, ...rest } = content;
    const record: MailingRecord = {
      ...rest,
      ...(segmentId ? { segmentId } : {}),
      ...(tags?.length ? { tags } : {}),
      ...origin,
      id: ulid(),
      state: 'working',
      stats: { ...EMPTY_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      editedBy: actor.userId,
      ...(actor.email ? { editedByEmail: actor.email } : {}),
    };
    await mailingsRepository.put(actor.accountId, record);
    await mailingActions.record(
      actor.accountId,
      record.id,
      'create',
      actor.email ? { userId: actor.userId, email: actor.email } : undefined,
      origin,
    );
    return { ...toDto(record), sanitized: { removed } };
  },

  /** 403 PERMISSION_DENIED for a mailing in a state the actor's versions do not cover. */
  async get(actor: Actor, id: string): Promise<Mailing> {
    const [record] = await withEngagement(actor.accountId, [await reachable(actor, id)]);
    // A generated text part is not stored (it is made from the html whenever it is needed).
    return toDto({
      ...record!,
      text: record!.text ?? textFromHtml(record!.html),
      mode: record!.mode ?? 'html',
      textCustom: record!.textCustom ?? false,
    });
  },

  /** Only a user's save records a line in the history (an autosave or a restore does not). */
  async update(actor: Sender, id: string, input: MailingContent, reason = 'save'): Promise<Mailing> {
    await reachable(actor, id);
    await checkSender(actor.accountId, input.fromEmail);
    const { content, removed } = await prepareContent(actor.accountId, input);
    if (content.segmentId && !(await segmentsRepository.get(actor.accountId, content.segmentId)))
      throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
    // The state may have moved since it was read: the write holds only while it is one the actor may edit.
    if (!(await mailingsRepository.updateContent(actor.accountId, id, content, actor.userId, nowIso(), editableFor(actor), actor.email))) {
      await reachable(actor, id);
      throw new ConflictError('MAILING_NOT_EDITABLE');
    }
    if (reason === 'save') await mailingActions.record(actor.accountId, id, 'edit', { userId: actor.userId, email: actor.email });
    return { ...(await this.get(actor, id)), sanitized: { removed } };
  },

  /**
   * "Send now": the mailing becomes planned and due now. The plan job is queued at once; should
   * that fail, the ticker finds the due mailing a minute later and queues it then. A sender
   * restricted to segments sends only to their members (spec section 6). Sending takes the
   * mailing past working, so it needs ready versions (and working ones to send a draft).
   * With 4-eye verification on, it is handed over for acceptance instead (./acceptance.ts), once the
   * same checks pass: a checker is not asked to accept what could not be sent.
   */
  async sendNow(actor: Sender, id: string): Promise<Mailing> {
    const mailing = await reachable(actor, id);
    if (!maySendMailing(actor.versions, mailing.state)) throw versionDenied('ready');
    const [{ footer, recipients }, fourEye] = await Promise.all([sendingChecks(actor, mailing), accountSettings.fourEye(actor.accountId)]);
    if (fourEye) {
      await acceptance.request(actor, mailing, editableFor(actor), { recipients });
      return this.get(actor, id);
    }
    // A request left pending when the switch went off is superseded: this send is its outcome.
    await startSending(actor, mailing.id, editableFor(actor), footer, { remove: ['approval'] });
    return this.get(actor, id);
  },

  /** 4-eye verification: another user accepts the sending handed over; it goes out as its maker ordered it. */
  async accept(actor: Sender, id: string): Promise<Mailing> {
    const mailing = await reachable(actor, id);
    const approval = decidableRequest(actor, mailing);
    const maker = makerOf(actor.accountId, approval);
    const { footer } = await sendingChecks(maker, mailing);
    const at = nowIso();
    await startSending(maker, id, ['ready'], footer, {
      set: { acceptedById: actor.userId, acceptedAt: at },
      remove: ['approval'],
      pendingAcceptance: { since: approval.requestedAt },
      conflict: 'MAILING_NOT_AWAITING_ACCEPTANCE',
    });
    await acceptance.accepted(actor, mailing, approval);
    return this.get(actor, id);
  },

  /** 4-eye verification: the checker rejects the sending with a reason; the maker changes it and hands it over again. */
  async reject(actor: Sender, id: string, reason: string): Promise<Mailing> {
    await acceptance.reject(actor, await reachable(actor, id), reason);
    return this.get(actor, id);
  },

  /** Issue 16: test e-mails of the mailing as saved (functions/content/test-send.ts), for whoever may see it. */
  async testSend(actor: Actor, id: string, body: TestSendBody): Promise<TestSendResult> {
    const record = await reachable(actor, id);
    return sendTestEmails(actor, { ...record, text: record.textCustom ? record.text : undefined }, body);
  },

  /**
   * A paused sending goes on (issue 12): it needs what sending it did (ready versions; for a user
   * restricted to segments, a sending within theirs), and is refused 409 MAILING_NOT_PAUSED unless
   * it stands paused when the write lands.
   */
  async resume(actor: Sender, id: string): Promise<Mailing> {
    const mailing = await reachable(actor, id);
    // Issue 17: an active cyclic or automatic mailing paused by hand (./recurring.ts).
    if (recurringService.handles(mailing)) {
      await recurringService.resume(actor, mailing);
      return this.get(actor, id);
    }
    if (!maySendMailing(actor.versions, mailing.state)) throw versionDenied('ready');
    assertSendingWithinReach(actor, mailing);
    if (!(await resumeSending({ channel: 'email', accountId: actor.accountId, id }))) throw new ConflictError('MAILING_NOT_PAUSED');
    return this.get(actor, id);
  },
};

/** What planning (./planning.ts, issue 17) shares with sending now: the actor's mailing, the checks every sending passes, the states they may send from. */
export const mailingChecks = { reachable, sendingChecks, editableFor, versionDenied };
