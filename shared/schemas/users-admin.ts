import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { PERMISSION_KEYS } from '../permissions';
import { emailDomainError } from '../rules/users';
import { fullVersions, type VersionedArea } from '../versions';
import { VersionAccessOutput } from './user';
import { emailField, nameField, singleLineField } from '../validation';

/** Spec section 6 (user administration): members, roles and teams of one account. */

/** Ids we issue are ULIDs; segment ids come from a future module, so only their shape is checked. */
export const IdField = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);
const IdList = (max: number, min = 0) =>
  z
    .array(IdField)
    .min(min)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'VALIDATION_INVALID_VALUE' });

/** Unknown keys are rejected (a typo must not silently grant nothing). */
export const PermissionMapInput = z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean());
export const PermissionMapOutput = z.partialRecord(z.enum(PERMISSION_KEYS), z.boolean());
/**
 * Working and ready versions per versioned area. Every area must be given in full; a body without
 * `versions` at all (a client from before version access) grants both, as stored roles without it do.
 */
const VersionGrantInput = z.strictObject({ working: z.boolean(), ready: z.boolean() });
// One key per VERSIONED_AREAS entry (only mailings have versions yet); the type check below keeps them in step.
export const VersionAccessInput = z
  .strictObject({ mailing: VersionGrantInput } satisfies Record<VersionedArea, typeof VersionGrantInput>)
  .default(fullVersions);

/** A user's address: never one in the provider's own domain (spec section 5). */
const userEmailField = () => emailField().refine((email) => emailDomainError(email) === null, { message: 'USER_EMAIL_DOMAIN_FORBIDDEN' });
const userNameField = () => nameField(2, 100);
const RoleIdField = singleLineField(1, 64);

/** A role (preset or custom) and optionally a hand-picked map; a map that differs from the role's makes the user "custom". */
const accessFields = {
  roleId: RoleIdField.optional(),
  permissions: PermissionMapInput.optional(),
  teamIds: IdList(50).optional(),
  segmentIds: IdList(100).optional(),
};

/**
 * `name` and `language` shape a user new to Goniec; an address that already has a user is invited
 * instead (issue 10), keeps its own name and gets the invitation in its own language.
 */
export const AddUserBody = z.strictObject({
  email: userEmailField(),
  name: userNameField(),
  ...accessFields,
  /** The invitation's language; the inviting administrator's by default. */
  language: z.enum(LANGUAGES).optional(),
});
export type AddUserBody = z.infer<typeof AddUserBody>;

/**
 * A member's access, teams and segments. Not their name: name and avatar are the user's own
 * (/users/me/profile, or a super administrator), shown in every account they belong to.
 */
export const UpdateUserBody = z.strictObject({ ...accessFields });
export type UpdateUserBody = z.infer<typeof UpdateUserBody>;
/** POST /users/edit names the user in the body (spec section 7); PUT /users/{id} in the path. */
export const EditUserBody = z.strictObject({ id: IdField, ...accessFields });

/** `name` is for a brand-new address only; an existing user keeps their own. */
export const DuplicateUserBody = z.strictObject({ email: userEmailField(), name: userNameField(), language: z.enum(LANGUAGES).optional() });
export const SetActiveBody = z.strictObject({ active: z.boolean() });
/** Without `locked` the call toggles the lock (spec section 7 sends no payload). */
export const SetLockBody = z.strictObject({ locked: z.boolean().optional() });
export const DeleteUsersBody = z.strictObject({ ids: IdList(100, 1) });
export const CopyPermissionsBody = z.strictObject({ sourceId: IdField, targetId: IdField });

export const Member = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** ADMIN when the map makes them a permissions admin (spec section 6). */
  role: z.enum(['ADMIN', 'USER']),
  roleId: z.string(),
  /** A custom role's name; preset roles are translated from their id. */
  roleName: z.string().optional(),
  permissions: PermissionMapOutput,
  /** The versions the member reaches: their role's, kept as they were when the map was hand-edited. */
  versions: VersionAccessOutput,
  twoFactorEnabled: z.boolean(),
  locked: z.boolean(),
  /** Blocked (deactivated) in this account. */
  banned: z.boolean(),
  activated: z.boolean(),
  onboarded: z.boolean(),
  /** Active within the last few minutes (shared/rules/presence.ts), as of the answer. */
  online: z.boolean(),
  /** The last authenticated request or session refresh (recorded at most once a minute); absent for a user never seen. */
  lastSeenAt: z.string().optional(),
  /** The account creator: cannot be removed, locked or blocked. */
  owner: z.boolean(),
  teamIds: z.array(z.string()),
  segmentIds: z.array(z.string()),
  addedAt: z.string().optional(),
});
export type Member = z.infer<typeof Member>;

/**
 * An existing Goniec user invited to this account who has not accepted yet: the account sees the
 * address it typed and the access it offered, nothing of the user (name, avatar, 2FA, presence,
 * activation). It counts against the plan's user limit like a member.
 */
export const Invitation = z.object({
  kind: z.literal('invitation'),
  id: z.string(),
  email: z.string(),
  roleId: z.string(),
  roleName: z.string().optional(),
  permissions: PermissionMapOutput,
  versions: VersionAccessOutput,
  teamIds: z.array(z.string()),
  segmentIds: z.array(z.string()),
  invitedAt: z.string(),
  /** Seven days after it was sent (or last resent); unanswered by then, it lapses. */
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof Invitation>;

/** Members, pending invitations and the plan's user limit (which both count against). */
export const MemberList = z.object({ items: z.array(Member), invitations: z.array(Invitation), userLimit: z.number().int() });
export type MemberList = z.infer<typeof MemberList>;

/** Adding a brand-new address makes a member (who sets a password); an existing user gets an invitation. */
export const AddUserResult = z.union([Invitation, Member]);
export type AddUserResult = z.infer<typeof AddUserResult>;

/**
 * DELETE /users answers per id. All deleted: no `code`. Some deleted: `code: USER_PARTIAL_SUCCESS`
 * and the rest in `failed` with their catalogue codes. None deleted: an error response instead
 * (the first failure's code), so a single refused delete reads like any other refusal.
 */
export const DeleteUsersResult = z.object({
  deleted: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), code: z.string() })),
  code: z.literal('USER_PARTIAL_SUCCESS').optional(),
});
export type DeleteUsersResult = z.infer<typeof DeleteUsersResult>;

export const Role = z.object({
  id: z.string(),
  name: z.string(),
  preset: z.boolean(),
  fullAccess: z.boolean(),
  permissions: PermissionMapOutput,
  /** Always both for full access. */
  versions: VersionAccessOutput,
  createdAt: z.string().optional(),
});
export type Role = z.infer<typeof Role>;
export const RoleList = z.object({ items: z.array(Role) });
export const SaveRoleBody = z.strictObject({
  name: userNameField(),
  permissions: PermissionMapInput,
  fullAccess: z.boolean().default(false),
  versions: VersionAccessInput,
});
export type SaveRoleBody = z.infer<typeof SaveRoleBody>;

export const Team = z.object({
  id: z.string(),
  name: z.string(),
  memberIds: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Team = z.infer<typeof Team>;
export const TeamList = z.object({ items: z.array(Team) });
export const TeamBody = z.strictObject({ name: userNameField(), memberIds: IdList(100).optional() });
export type TeamBody = z.infer<typeof TeamBody>;
