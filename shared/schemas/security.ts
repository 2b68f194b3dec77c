import { z } from 'zod';
import { PASSWORD_MAX } from './auth';
import { checkIpEntry, IP_LIST_MAX } from '../rules/ip-allow-list';
import { checkPhrase, FORCE_CHANGE_DAYS, PASSWORD_MIN_LENGTHS, PHRASES_MAX } from '../rules/password-policy';
import { secretField, singleLineField } from '../validation';

const passwordField = () => secretField(PASSWORD_MAX);

/** An entry with a problem gets its catalogue code on its own index, so a form can mark the line. */
const phraseList = () =>
  z
    .array(
      singleLineField(0, 1000).superRefine((v, ctx) => {
        const problem = checkPhrase(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .max(PHRASES_MAX);

/** The IP allow-list as the login policy and API tokens take it (issue 19 reuses it). */
export const ipList = () =>
  z
    .array(
      singleLineField(0, 1000).superRefine((v, ctx) => {
        const problem = checkIpEntry(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    )
    .max(IP_LIST_MAX, { message: 'IP_LIST_TOO_LONG' })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((entry, i) => {
        const key = entry.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: 'IP_EXISTS', path: [i] });
        seen.add(key);
      });
    });

/** The account's security policy (settings, PERM_POGOLNE). */
export const SaveSecurityPolicyBody = z.strictObject({
  minLength: z.literal(PASSWORD_MIN_LENGTHS),
  forceChangeDays: z.literal(FORCE_CHANGE_DAYS),
  forbiddenPhrases: phraseList(),
  ipAllowList: ipList(),
});
export type SaveSecurityPolicyBody = z.infer<typeof SaveSecurityPolicyBody>;

export const SecurityPolicy = z.object({
  minLength: z.literal(PASSWORD_MIN_LENGTHS),
  forceChangeDays: z.literal(FORCE_CHANGE_DAYS),
  forbiddenPhrases: z.array(z.string()),
  ipAllowList: z.array(z.string()),
  updatedAt: z.string().optional(),
});
export type SecurityPolicy = z.infer<typeof SecurityPolicy>;

/** An account whose policy sets one of the user's effective rules. */
const PolicyImposer = z.object({ id: z.string(), name: z.string() });

/** The signed-in user's own security state: what /account shows and checks passwords against. */
export const MySecurity = z.object({
  twoFactorEnabled: z.boolean(),
  passwordChangedAt: z.string(),
  passwordExpiresAt: z.string().nullable(),
  /** The effective rules for live feedback; checkPassword adds the default phrases itself. */
  passwordPolicy: z.object({ minLength: z.literal(PASSWORD_MIN_LENGTHS), forbiddenPhrases: z.array(z.string()) }),
  /**
   * The strictest of the policies of every account the user is a member of
   * (shared/rules/policy-combination.ts), and which accounts impose each rule.
   */
  effectivePolicy: z.object({
    minLength: z.literal(PASSWORD_MIN_LENGTHS),
    forceChangeDays: z.number().int(),
    historySize: z.number().int(),
    imposedBy: z.object({
      minLength: z.array(PolicyImposer),
      forceChange: z.array(PolicyImposer),
      forbiddenPhrases: z.array(PolicyImposer.extend({ phrases: z.array(z.string()) })),
    }),
  }),
});
export type MySecurity = z.infer<typeof MySecurity>;

export const ChangePasswordBody = z.strictObject({
  oldPassword: passwordField(),
  password: passwordField(),
  passwordRepeat: passwordField(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Spec section 5: the 2FA code has 6 characters (digits, from an authenticator app). */
export const TOTP_CODE = /^\d{6}$/;
export const TwoFactorCodeBody = z.strictObject({ code: z.string().trim().regex(TOTP_CODE) });
export const DisableTwoFactorBody = z
  .strictObject({ code: z.string().trim().regex(TOTP_CODE).optional(), password: passwordField().optional() })
  .refine((b) => b.code !== undefined || b.password !== undefined, { message: 'VALIDATION_REQUIRED', path: ['code'] });
export type DisableTwoFactorBody = z.infer<typeof DisableTwoFactorBody>;

export const TwoFactorSetup = z.object({
  /** Base32, for typing into an authenticator by hand. */
  secret: z.string(),
  uri: z.string(),
  /** The otpauth URI as a PNG QR code (data URL), made on the server so the web ships no QR library. */
  qrCode: z.string(),
});

export const TimedPermissionBody = z.strictObject({ password: passwordField() });
export const TimedPermission = z.object({ expiresAt: z.string().nullable(), secondsLeft: z.number().int() });
export type TimedPermission = z.infer<typeof TimedPermission>;

export const HistoryQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

/** `ok` or the catalogue code the attempt was answered with. */
export const LoginAttempt = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  result: z.string(),
  email: z.string().optional(),
});
export type LoginAttempt = z.infer<typeof LoginAttempt>;
export const LoginHistoryPage = z.object({ items: z.array(LoginAttempt), cursor: z.string().optional() });

export const ACTIVITY_ACTIONS = [
  'password_changed',
  'password_recovered',
  'two_factor_enabled',
  'two_factor_disabled',
  'policy_changed',
  'sessions_ended',
  'timed_permission_granted',
  'timed_permission_locked',
  'account_switched',
  'account_left',
  'avatar_changed',
  // A spent refresh token came back: its session was ended (functions/auth/session.ts).
  'session_token_reused',
  'invitation_sent',
  'invitation_resent',
  'invitation_cancelled',
  'invitation_accepted',
  'invitation_declined',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ActivityEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  ip: z.string(),
  userAgent: z.string(),
  email: z.string(),
  /** What the action concerned besides its actor: the address invited, the account joined or declined. */
  subject: z.string().optional(),
});
export type ActivityEntry = z.infer<typeof ActivityEntry>;
export const ActivityPage = z.object({ items: z.array(ActivityEntry), cursor: z.string().optional() });
