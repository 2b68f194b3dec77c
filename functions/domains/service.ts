import { normalizeSendingDomain, type SendingDomain } from '@shared/schemas/domains';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ServiceUnavailableError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import type { DueRead } from '@functions/platform/due-index';
import { mailingsRepository } from '@functions/mailings/repository';
import { sendersRepository } from '@functions/predefined/senders-repository';
import { addressOnDomain } from '@shared/rules/sender-domain';
import { dnsRecords, foldSesStatus, mailFromDomainOf } from './dns';
import { domainsRepository, type DomainRecord } from './repository';
import { sendingIdentities, type IdentityState } from './ses';

/** SES stops looking for the DKIM records 72 hours after the identity is created; past that an unverified claim is stale. */
export const STALE_CLAIM_MS = 72 * 3600_000;
/** Background checks: 5 minutes after adding, then twice as long each time, at most every 6 hours. */
const FIRST_CHECK_MS = 5 * 60_000;
const MAX_CHECK_GAP_MS = 6 * 3600_000;
/** One SES call each, one after the other: SES's management API allows about one request a second. */
export const DOMAINS_DUE_PER_TICK = 20;

const region = () => process.env.AWS_REGION ?? 'eu-central-1';
const nextCheck = (now: number, checks: number) => new Date(now + Math.min(FIRST_CHECK_MS * 2 ** checks, MAX_CHECK_GAP_MS)).toISOString();
const usable = (record: DomainRecord) => record.dkimStatus === 'verified';

function toDto(record: DomainRecord): SendingDomain {
  return {
    domain: record.domain,
    dkimStatus: record.dkimStatus,
    mailFromDomain: record.mailFromDomain,
    mailFromStatus: record.mailFromStatus,
    usable: usable(record),
    records: record.records,
    addedAt: record.addedAt,
    ...(record.addedBy ? { addedBy: record.addedBy } : {}),
    ...(record.checkedAt ? { checkedAt: record.checkedAt } : {}),
    ...(record.verifiedLocally ? { verifiedLocally: true } : {}),
  };
}

function withIdentity(record: DomainRecord, state: IdentityState, mailFromSet: boolean): DomainRecord {
  const dkimStatus = record.verifiedLocally ? 'verified' : foldSesStatus(state.dkimStatus);
  const mailFromStatus = record.verifiedLocally ? 'verified' : mailFromSet ? foldSesStatus(state.mailFromStatus) : 'pending';
  return {
    ...record,
    dkimStatus,
    mailFromStatus,
    mailFromSet,
    records: dnsRecords({ domain: record.domain, tokens: state.tokens, region: region(), dmarcReportTo: `dmarc-reports@${record.domain}` }),
  };
}

/** The platform's own sending domain (the deployment's) is never an account's to claim. */
const isPlatformDomain = (domain: string) => addressOnDomain(`x@${domain}`, config.senderDomain);

async function mustGet(accountId: string, raw: string): Promise<DomainRecord> {
  const domain = normalizeSendingDomain(raw);
  const record = domain ? await domainsRepository.get(accountId, domain) : undefined;
  if (!record) throw new NotFoundError('SENDING_DOMAIN_NOT_FOUND');
  return record;
}

/**
 * A domain another account holds may be taken over only while nobody proved it theirs: unverified
 * and older than SES's own 72 hours of looking. A verified one stays with its holder.
 */
async function releaseStaleClaim(domain: string, accountId: string): Promise<void> {
  const holder = await domainsRepository.claimant(domain);
  if (!holder) return;
  if (holder === accountId) throw new ConflictError('SENDING_DOMAIN_EXISTS');
  const held = await domainsRepository.get(holder, domain);
  const stale = held && !usable(held) && Date.now() - Date.parse(held.addedAt) > STALE_CLAIM_MS;
  if (held && !stale) throw new ConflictError('SENDING_DOMAIN_TAKEN');
  logger.info('stale sending-domain claim released', { domain, holder, accountId });
  await sendingIdentities.remove(domain);
  await domainsRepository.remove(holder, domain);
}

export const domainsService = {
  async list(accountId: string): Promise<{ items: SendingDomain[] }> {
    const records = await domainsRepository.list(accountId);
    return { items: records.sort((a, b) => a.domain.localeCompare(b.domain)).map(toDto) };
  },

  async get(accountId: string, domain: string): Promise<SendingDomain> {
    return toDto(await mustGet(accountId, domain));
  },

  async add(principal: Principal, raw: string): Promise<SendingDomain> {
    const domain = normalizeSendingDomain(raw);
    if (!domain) throw ValidationError.field('domain', 'SENDING_DOMAIN_INVALID');
    if (isPlatformDomain(domain)) throw new ConflictError('SENDING_DOMAIN_TAKEN');
    const { accountId } = principal;
    await releaseStaleClaim(domain, accountId);
    const now = Date.now();
    const record: DomainRecord = {
      accountId,
      domain,
      dkimStatus: 'pending',
      mailFromDomain: mailFromDomainOf(domain),
      mailFromStatus: 'pending',
      mailFromSet: false,
      records: [],
      addedAt: new Date(now).toISOString(),
      addedBy: principal.email,
      checks: 0,
    };
    // The claim comes first: two accounts adding the same domain at once cannot both reach SES.
    if (!(await domainsRepository.create(record, nextCheck(now, 0)))) {
      throw new ConflictError((await domainsRepository.claimant(domain)) === accountId ? 'SENDING_DOMAIN_EXISTS' : 'SENDING_DOMAIN_TAKEN');
    }
    let state: IdentityState;
    try {
      state = await sendingIdentities.create(domain);
    } catch (error) {
      logger.warn('SES refused a sending domain', { domain, error: error as Error });
      await domainsRepository.remove(accountId, domain);
      throw new ServiceUnavailableError('SENDING_DOMAIN_PROVIDER_ERROR');
    }
    const mailFromSet = await sendingIdentities.setMailFrom(domain, record.mailFromDomain);
    const saved = withIdentity(record, state, mailFromSet);
    await domainsRepository.save(saved, nextCheck(now, 0));
    return toDto(saved);
  },

  /** Reads the state from SES now (the page's "check now", and the ticker's pass). */
  async check(accountId: string, raw: string): Promise<SendingDomain> {
    return toDto(await refresh(await mustGet(accountId, raw)));
  },

  /**
   * Refused while a planned, sending or paused mailing has a sender on the domain, or a predefined
   * sender is on it (the mailing form would offer a sender the server then refuses).
   */
  async remove(accountId: string, raw: string): Promise<{ removed: true }> {
    const record = await mustGet(accountId, raw);
    const senders = (await sendersRepository.list(accountId)).senders.filter((s) => addressOnDomain(s.fromEmail, record.domain));
    if (senders.length) {
      throw new ConflictError('SENDING_DOMAIN_USED_BY_SENDERS', { senders: senders.map((s) => s.fromEmail).join(', ') });
    }
    const using = (await mailingsRepository.sendersInFlight(accountId)).filter((m) => addressOnDomain(m.fromEmail, record.domain));
    if (using.length) {
      throw new ConflictError('SENDING_DOMAIN_IN_USE', { mailings: using.map((m) => m.name).join(', '), ids: using.map((m) => m.id) });
    }
    await sendingIdentities.remove(record.domain);
    await domainsRepository.remove(accountId, record.domain);
    return { removed: true };
  },

  /** Local runtime only (infra/local serves it, config.devTools set): a developer walks the flow without DNS. */
  async markVerifiedLocally(accountId: string, raw: string): Promise<SendingDomain> {
    if (!config.devTools) throw new NotFoundError();
    const record = await mustGet(accountId, raw);
    const verified: DomainRecord = {
      ...record,
      verifiedLocally: true,
      dkimStatus: 'verified',
      mailFromStatus: 'verified',
      checkedAt: nowIso(),
    };
    await domainsRepository.save(verified, undefined);
    return toDto(verified);
  },

  /** The account's domains senders may use (DKIM verified), sorted (the dashboard's getting-started step asks too). */
  async verifiedDomains(accountId: string): Promise<string[]> {
    return (await domainsRepository.list(accountId))
      .filter(usable)
      .map((r) => r.domain)
      .sort();
  },

  /** Every domain a sender may be on: the deployment's own first, then the account's verified ones. */
  async senderDomains(accountId: string): Promise<string[]> {
    return [config.senderDomain, ...(await this.verifiedDomains(accountId)).filter((d) => d !== config.senderDomain)];
  },

  /** The ticker's pass: a bounded number of unverified domains whose check is due, one after the other. */
  async checkDue(now: Date, read?: DueRead): Promise<number> {
    const due = await domainsRepository.due(now.toISOString(), { ...read, max: read?.max ?? DOMAINS_DUE_PER_TICK });
    let checked = 0;
    for (const record of due) {
      try {
        await refresh(record, now.getTime());
        checked++;
      } catch (error) {
        // One domain's trouble (SES throttling, a migrating account) must not stop the others; its due time stays, so the next tick retries.
        logger.warn('sending domain not checked', { accountId: record.accountId, domain: record.domain, error: error as Error });
      }
    }
    return checked;
  },
};

async function refresh(record: DomainRecord, now = Date.now()): Promise<DomainRecord> {
  const state = (await sendingIdentities.read(record.domain)) ?? (await sendingIdentities.create(record.domain));
  const mailFromSet =
    record.mailFromSet && state.mailFromDomain === record.mailFromDomain
      ? true
      : await sendingIdentities.setMailFrom(record.domain, record.mailFromDomain);
  const checked: DomainRecord = {
    ...withIdentity(record, state, mailFromSet),
    checkedAt: new Date(now).toISOString(),
    checks: record.checks + 1,
  };
  const settled = checked.dkimStatus !== 'pending' && checked.mailFromStatus !== 'pending';
  await domainsRepository.save(checked, settled ? undefined : nextCheck(now, record.checks + 1));
  return checked;
}
