import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { grantError } from '@shared/rules/grants';
import { API_TOKEN_PREFIX, API_TOKENS_MAX, type ApiToken, type CreateApiTokenBody, type CreatedApiToken } from '@shared/schemas/api-tokens';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { nowIso } from '@functions/platform/dynamo';
import { hashSecret } from '@functions/auth/repository';
import { apiTokensRepository, type ApiTokenRecord } from './repository';

/**
 * A secret carries 256 random bits, so one SHA-256 of it (the sessions' refresh-token hash) is all
 * the storing it needs: nothing to guess from the hash, and no slow hash to pay on every call (a
 * password needs one; this is no password).
 */
export const hashApiSecret = hashSecret;

const newSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

function toDto(token: ApiTokenRecord): ApiToken {
  return {
    id: token.id,
    name: token.name,
    hint: token.hint,
    scopes: token.scopes,
    ipAllowList: token.ipAllowList,
    ...(token.expiresAt ? { expiresAt: token.expiresAt } : {}),
    createdAt: token.createdAt,
    createdBy: token.createdByEmail,
    ...(token.lastUsedAt ? { lastUsedAt: token.lastUsedAt } : {}),
    ...(token.lastUsedIp ? { lastUsedIp: token.lastUsedIp } : {}),
  };
}

export const apiTokensService = {
  async list(accountId: string): Promise<{ items: ApiToken[] }> {
    const tokens = await apiTokensRepository.list(accountId);
    return { items: tokens.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toDto) };
  },

  /**
   * A new token acting with `scopes`, each one its creator holds (no one grants what they lack); at
   * each call it acts within its creator's rights of that moment (authenticate.ts). The secret is
   * answered here and never again.
   */
  async create(principal: Principal, body: CreateApiTokenBody): Promise<CreatedApiToken> {
    // Issue 10's rule for grants, strictly: even a permissions admin gives a token only keys they hold.
    const scopes = Object.fromEntries(body.scopes.map((scope) => [scope, true]));
    // The token carries its creator's versions as they are (a member without working versions may still make one).
    const excess = grantError(
      { permissions: principal.permissions, versions: principal.versions, admin: false },
      { permissions: scopes, versions: principal.versions },
    );
    if (excess) throw new ForbiddenError(excess.code, excess.params);
    if (body.expiresAt && Date.parse(body.expiresAt) <= Date.now()) throw ValidationError.field('expiresAt', 'API_TOKEN_EXPIRY_PAST');
    const existing = await apiTokensRepository.list(principal.accountId);
    if (existing.length >= API_TOKENS_MAX) throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'apiTokens', max: API_TOKENS_MAX });
    const secret = newSecret();
    const token: ApiTokenRecord = {
      id: ulid(),
      name: body.name,
      secretHash: hashApiSecret(secret),
      hint: secret.slice(0, API_TOKEN_PREFIX.length + 4),
      scopes: body.scopes,
      ipAllowList: body.ipAllowList,
      ...(body.expiresAt ? { expiresAt: new Date(body.expiresAt).toISOString() } : {}),
      createdAt: nowIso(),
      createdBy: principal.userId,
      createdByEmail: principal.email,
    };
    const refused = await apiTokensRepository.create(principal.accountId, token);
    if (refused === 'name') throw new ConflictError('API_TOKEN_NAME_EXISTS');
    // 256 random bits do not collide; a refusal here is a write that did not happen, and says so.
    if (refused) throw new ConflictError('API_TOKEN_NOT_ADDED');
    return { ...toDto(token), secret };
  },

  async revoke(accountId: string, id: string): Promise<{ ok: true }> {
    const token = await apiTokensRepository.get(accountId, id);
    if (!token || !(await apiTokensRepository.delete(accountId, token))) throw new NotFoundError('API_TOKEN_NOT_FOUND');
    return { ok: true };
  },
};
