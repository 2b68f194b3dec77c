import { ulid } from 'ulid';
import { SENDERS_MAX } from '@shared/rules/predefined';
import { addressOnDomain } from '@shared/rules/sender-domain';
import type { Sender, SenderBody, SenderOptions } from '@shared/schemas/predefined';
import { domainsService } from '@functions/domains/service';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { sendersRepository, type SenderRecord } from './senders-repository';

type Actor = Pick<Principal, 'accountId' | 'userId'>;

const onDomains = (address: string, domains: readonly string[]) => domains.some((d) => addressOnDomain(address, d));

/**
 * A sender's from address must be on a domain the account may send from (the same rule and the
 * same refusal, naming the verified domains, as a mailing's sender: functions/mailings/service.ts),
 * so a sender picked in the mailing form is one the server will accept.
 */
async function checkFrom(accountId: string, fromEmail: string): Promise<string[]> {
  const domains = await domainsService.senderDomains(accountId);
  if (!onDomains(fromEmail, domains))
    throw ValidationError.field('fromEmail', 'MAILING_SENDER_NOT_VERIFIED', { domains: domains.join(', ') });
  return domains;
}

function toDto(record: SenderRecord, defaultId: string | undefined, domains: readonly string[]): Sender {
  return {
    id: record.id,
    name: record.name,
    fromEmail: record.fromEmail,
    replyTo: record.replyTo,
    isDefault: record.id === defaultId,
    usable: onDomains(record.fromEmail, domains),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

async function mustGet(accountId: string, id: string): Promise<SenderRecord> {
  const record = await sendersRepository.get(accountId, id);
  if (!record) throw new NotFoundError('SENDER_NOT_FOUND');
  return record;
}

export const sendersService = {
  async list(accountId: string): Promise<{ items: Sender[] }> {
    const [{ senders, defaultId }, domains] = await Promise.all([
      sendersRepository.list(accountId),
      domainsService.senderDomains(accountId),
    ]);
    return { items: senders.map((s) => toDto(s, defaultId, domains)) };
  },

  async add(actor: Actor, body: SenderBody): Promise<Sender> {
    const domains = await checkFrom(actor.accountId, body.fromEmail);
    const at = nowIso();
    const record: SenderRecord = {
      id: ulid(),
      name: body.name,
      fromEmail: body.fromEmail,
      replyTo: body.replyTo,
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
    };
    if ((await sendersRepository.create(actor.accountId, record, body.isDefault)) === 'limit')
      throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'senders', max: SENDERS_MAX });
    return this.one(actor.accountId, record.id, domains);
  },

  /** `isDefault: false` on the default changes nothing about the default: another sender is made the default instead. */
  async update(actor: Actor, id: string, body: SenderBody): Promise<Sender> {
    const before = await mustGet(actor.accountId, id);
    const domains = await checkFrom(actor.accountId, body.fromEmail);
    const record: SenderRecord = {
      ...before,
      name: body.name,
      fromEmail: body.fromEmail,
      replyTo: body.replyTo,
      updatedAt: nowIso(),
      updatedBy: actor.userId,
    };
    if (!(await sendersRepository.save(actor.accountId, record, body.isDefault))) throw new NotFoundError('SENDER_NOT_FOUND');
    return this.one(actor.accountId, id, domains);
  },

  /**
   * The default sender is deleted only as the last one (then the account has none, and the mailing
   * form starts empty again): with others left, one of them is made the default first, so a default
   * is never picked for the user behind their back.
   */
  async remove(accountId: string, id: string): Promise<{ removed: true }> {
    const { senders, defaultId } = await sendersRepository.list(accountId);
    if (!senders.some((s) => s.id === id)) throw new NotFoundError('SENDER_NOT_FOUND');
    const isDefault = id === defaultId;
    if (isDefault && senders.length > 1) throw new ConflictError('SENDER_DEFAULT_NOT_DELETABLE');
    if (!(await sendersRepository.remove(accountId, id, isDefault))) {
      // Gone meanwhile, or made the default meanwhile: said as it now stands.
      if (!(await sendersRepository.get(accountId, id))) throw new NotFoundError('SENDER_NOT_FOUND');
      throw new ConflictError('SENDER_DEFAULT_NOT_DELETABLE');
    }
    return { removed: true };
  },

  /** What the mailing form offers: the senders usable now (the default among them, if usable), and the domains a typed address may be on. */
  async options(accountId: string): Promise<SenderOptions> {
    const [{ senders, defaultId }, domains] = await Promise.all([
      sendersRepository.list(accountId),
      domainsService.senderDomains(accountId),
    ]);
    const usable = senders.filter((s) => onDomains(s.fromEmail, domains));
    return {
      items: usable.map(({ id, name, fromEmail, replyTo }) => ({ id, name, fromEmail, replyTo, isDefault: id === defaultId })),
      domains,
    };
  },

  async one(accountId: string, id: string, domains: readonly string[]): Promise<Sender> {
    const { senders, defaultId } = await sendersRepository.list(accountId);
    const record = senders.find((s) => s.id === id);
    if (!record) throw new NotFoundError('SENDER_NOT_FOUND');
    return toDto(record, defaultId, domains);
  },
};
