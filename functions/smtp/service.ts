import { ulid } from 'ulid';
import { SMTP_USERS_MAX, smtpUserCounter } from '@shared/rules/smtp';
import type { SmtpUser, SmtpUserBody, SmtpUserUpdate } from '@shared/schemas/smtp';
import { monthIn } from '@shared/rules/time-zone';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { hashSmtpCode, newSmtpCode } from './code';
import { smtpRepository, type SmtpUserRecord } from './repository';

const thisMonth = async (accountId: string) => monthIn(await accountTimeZone(accountId), nowIso());

function toDto(user: SmtpUserRecord, counts: Record<string, number>): SmtpUser {
  return {
    id: user.id,
    username: user.username,
    language: user.language,
    interface: user.interface,
    active: user.active,
    createdAt: user.createdAt,
    lastUsedAt: user.lastUsedAt ?? null,
    thisMonth: counts[smtpUserCounter(user.id)] ?? 0,
  };
}

async function found(accountId: string, id: string): Promise<SmtpUserRecord> {
  const user = await smtpRepository.get(accountId, id);
  if (!user) throw new NotFoundError('SMTP_USER_NOT_FOUND');
  return user;
}

async function withCounter(accountId: string, user: SmtpUserRecord): Promise<SmtpUser> {
  return toDto(user, await smtpRepository.counter(accountId, await thisMonth(accountId)));
}

/** SMTP users (issue 20, /advanced/smtp, PERM_SMTP); a user restricted to segments reads them, changes none. */
export const smtpService = {
  async list(accountId: string): Promise<{ items: SmtpUser[]; max: number; month: string; thisMonth: number }> {
    const month = await thisMonth(accountId);
    const [users, counts] = await Promise.all([smtpRepository.list(accountId), smtpRepository.counter(accountId, month)]);
    return {
      items: users.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((u) => toDto(u, counts)),
      max: SMTP_USERS_MAX,
      month,
      thisMonth: counts.total ?? 0,
    };
  },

  get: async (accountId: string, id: string): Promise<SmtpUser> => withCounter(accountId, await found(accountId, id)),

  /** A new user with a server-made code, answered once here (only its hash is kept). */
  async create(principal: Principal, body: SmtpUserBody): Promise<SmtpUser & { code: string }> {
    refuseIfRestricted(principal);
    const existing = await smtpRepository.list(principal.accountId);
    if (existing.length >= SMTP_USERS_MAX) throw new ConflictError('SMTP_LIMIT_REACHED', { max: SMTP_USERS_MAX });
    const code = newSmtpCode();
    const user: SmtpUserRecord = {
      id: ulid(),
      username: body.username,
      codeHash: await hashSmtpCode(code),
      language: body.language,
      interface: body.interface,
      active: body.active,
      createdAt: nowIso(),
      createdBy: principal.userId,
    };
    if (await smtpRepository.create(principal.accountId, user)) throw ValidationError.field('username', 'SMTP_USERNAME_EXISTS');
    return { ...toDto(user, {}), code };
  },

  async update(principal: Principal, id: string, body: SmtpUserUpdate): Promise<SmtpUser> {
    refuseIfRestricted(principal);
    const user = await smtpRepository.change(principal.accountId, id, { ...body, updatedAt: nowIso() });
    if (!user) throw new NotFoundError('SMTP_USER_NOT_FOUND');
    return withCounter(principal.accountId, user);
  },

  async remove(accountId: string, id: string): Promise<{ ok: true }> {
    await smtpRepository.remove(accountId, await found(accountId, id));
    return { ok: true };
  },

  /** A new code in place of the old one, which stops working at once. */
  async regenerateCode(principal: Principal, id: string): Promise<{ code: string }> {
    refuseIfRestricted(principal);
    const code = newSmtpCode();
    const user = await smtpRepository.change(principal.accountId, id, { codeHash: await hashSmtpCode(code), updatedAt: nowIso() });
    if (!user) throw new NotFoundError('SMTP_USER_NOT_FOUND');
    return { code };
  },
};
