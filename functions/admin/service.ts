import type {
  AdminAccountDetails,
  AdminAccountSummary,
  AdminFeedbackItem,
  AdminQueue,
  AdminQueueId,
  SetAccountConfigBody,
} from '@shared/schemas/admin';
import { isOnline } from '@shared/rules/presence';
import type { DeleteUsersResult } from '@shared/schemas/users-admin';
import { authRepository } from '@functions/auth/repository';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError, ServiceUnavailableError } from '@functions/platform/errors';
import type { SessionContext } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { memberStateService } from '@functions/users/member-state-service';
import { membersRepository } from '@functions/users/members-repository';
import type { AccountRecord, UserRecord } from '@functions/users/repository';
import { usersRepository } from '@functions/users/repository';
import { planLimits } from '@functions/users/service';
import { QUEUES, type QueueSpec } from '@functions/platform/resources';
import { adminRepository, type StoredAccount } from './repository';
import { queueStats } from './queue-stats';
import { nameMatches, queueNameFromUrl } from './rules';

// The shared list of queue ids and infra's QUEUES must name the same queues.
const _sameQueues: [AdminQueueId, QueueSpec['id']] extends [QueueSpec['id'], AdminQueueId] ? true : never = true;

const queueUrls: Record<AdminQueueId, () => string> = {
  plan: () => config.planQueueUrl,
  send: () => config.sendQueueUrl,
  events: () => config.eventsQueueUrl,
  jobs: () => config.jobsQueueUrl,
  webhooks: () => config.webhooksQueueUrl,
};

/** Accounts made before the member counter existed have exactly their owner. */
const memberCount = (account: StoredAccount) => account.memberCount ?? 1;

function summary(account: StoredAccount, owner: UserRecord | undefined): AdminAccountSummary {
  return {
    id: account.id,
    name: account.name,
    plan: account.plan,
    ownerId: account.ownerId,
    ownerEmail: owner?.email ?? null,
    createdAt: account.createdAt,
    trialEndsAt: account.trialEndsAt,
    memberCount: memberCount(account),
  };
}

async function usersById(ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const users = await membersRepository.getUsers([...new Set(ids)]);
  return new Map(users.map((u) => [u.id, u]));
}

async function requireAccount(id: string): Promise<AccountRecord> {
  const account = await usersRepository.getAccount(id);
  if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND');
  return account;
}

async function details(account: StoredAccount): Promise<AdminAccountDetails> {
  const members = await membersRepository.listMembers(account.id);
  const users = await usersById([account.ownerId, ...members.map((m) => m.userId)]);
  const { subscribers, emailsPerMonth, users: userLimit } = planLimits(account.plan);
  return {
    ...summary(account, users.get(account.ownerId)),
    // The list reads the counter; the details count what is there.
    memberCount: members.length,
    config: { blacklist_enabled: account.config.blacklist_enabled },
    limits: { subscribers, emailsPerMonth, users: userLimit },
    members: members
      .map((m) => {
        const user = users.get(m.userId);
        return {
          userId: m.userId,
          email: user?.email ?? '',
          name: user?.name ?? '',
          role: m.role,
          roleId: m.roleId ?? null,
          platformRole: user?.role === 'SUPER_ADMIN' ? ('SUPER_ADMIN' as const) : ('USER' as const),
          activated: user?.activated ?? false,
          banned: Boolean(m.banned || user?.banned),
          locked: Boolean(m.locked),
          owner: m.userId === account.ownerId,
          // The owner joined when the account was made (owners' memberships carry no date).
          addedAt: m.addedAt ?? (m.userId === account.ownerId ? account.createdAt : null),
          online: isOnline(user?.lastSeenAt, Date.now()),
          lastSeenAt: user?.lastSeenAt ?? null,
        };
      })
      .sort((a, b) => Number(b.owner) - Number(a.owner) || a.email.localeCompare(b.email)),
  };
}

async function readQueue(id: AdminQueueId): Promise<AdminQueue> {
  const url = queueUrls[id]();
  try {
    const main = await queueStats.read(url);
    const dlq = main.redrive ? await queueStats.read(await queueStats.urlOf(main.redrive.dlq)) : undefined;
    return {
      id,
      name: queueNameFromUrl(url),
      counts: main.counts,
      maxReceiveCount: main.redrive?.maxReceiveCount ?? null,
      dlq: main.redrive && dlq ? { name: main.redrive.dlq.name, counts: dlq.counts } : null,
    };
  } catch (error) {
    logger.warn('admin: queue attributes unreadable', { queue: id, error: error as Error });
    throw new ServiceUnavailableError('ADMIN_QUEUE_UNAVAILABLE', { queue: id });
  }
}

/** Spec section 6: super administrators alone have the admin zone (accounts, queues, mass logout). */
export const adminService = {
  async listAccounts(query: { limit: number; cursor?: string; q?: string }): Promise<{ items: AdminAccountSummary[]; cursor?: string }> {
    const q = query.q?.trim();
    const page = await adminRepository.listAccounts(query.limit, query.cursor, q ? (a) => nameMatches(a.name, q) : undefined);
    const owners = await usersById(page.items.map((a) => a.ownerId));
    return { items: page.items.map((a) => summary(a, owners.get(a.ownerId))), cursor: page.cursor };
  },

  async account(id: string): Promise<AdminAccountDetails> {
    return details(await requireAccount(id));
  },

  /** Billing is not built: operators move an account between plans; its limits follow at once. */
  async changePlan(ctx: SessionContext, id: string, plan: AccountRecord['plan']): Promise<AdminAccountDetails> {
    const account = await adminRepository.setPlan(id, plan);
    if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND');
    logger.info('admin: plan changed', { accountId: id, plan, by: ctx.principal.userId });
    return details(account);
  },

  /** Turns the account's configuration switches; routes guarded by them open or close on the next request. */
  async setConfig(ctx: SessionContext, id: string, body: SetAccountConfigBody): Promise<AdminAccountDetails> {
    const account = await adminRepository.setConfig(id, body);
    if (!account) throw new NotFoundError('ACCOUNT_NOT_FOUND');
    logger.info('admin: config changed', { accountId: id, config: body, by: ctx.principal.userId });
    return details(account);
  },

  /**
   * Removes members of any account, administrators included (spec section 6: not without a super
   * administrator). The users service judges and removes them, so the creator, the last
   * administrator and the super administrator themself stay protected exactly as in the account.
   */
  async deleteMembers(ctx: SessionContext, id: string, ids: readonly string[]): Promise<DeleteUsersResult> {
    const result = await memberStateService.removeFrom({ userId: ctx.principal.userId, superAdmin: true }, id, ids);
    logger.info('admin: members deleted', { accountId: id, deleted: result.deleted, failed: result.failed, by: ctx.principal.userId });
    return result;
  },

  /**
   * Mass logout: every session of every member ends (a member's sessions in other accounts too, as a
   * member's own logout does). The super administrator's own current session is kept.
   */
  async logoutAccount(ctx: SessionContext, id: string): Promise<{ members: number }> {
    await requireAccount(id);
    const members = await membersRepository.listMembers(id);
    for (let i = 0; i < members.length; i += 10) {
      await Promise.all(members.slice(i, i + 10).map((m) => authRepository.deleteUserSessions(m.userId, ctx.principal.sessionId)));
    }
    logger.info('admin: account logged out', { accountId: id, members: members.length, by: ctx.principal.userId });
    return { members: members.length };
  },

  async queues(): Promise<{ items: AdminQueue[]; readAt: string }> {
    const items = await Promise.all(QUEUES.map((spec) => readQueue(spec.id)));
    return { items, readAt: nowIso() };
  },

  async feedback(query: { limit: number; cursor?: string }): Promise<{ items: AdminFeedbackItem[]; cursor?: string }> {
    const page = await adminRepository.listFeedback(query.limit, query.cursor);
    const accounts = await adminRepository.getAccounts(page.items.map((f) => f.accountId));
    const names = new Map(accounts.map((a) => [a.id, a.name]));
    return {
      items: page.items.map((f) => ({
        id: f.id,
        at: f.at,
        accountId: f.accountId,
        accountName: names.get(f.accountId) ?? null,
        userId: f.userId,
        email: f.email,
        category: f.category,
        message: f.message,
        ua: f.ua,
        resolution: f.resolution,
        url: f.url,
      })),
      cursor: page.cursor,
    };
  },
};
