import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { emailField, nameField, secretField, singleLineField } from '../validation';

/** Spec section 5: allowed special characters in passwords. */
export const PASSWORD_SPECIALS = '.!@#$%^&*()_+-={}[]?';
export const PASSWORD_MAX = 128;

/** The account's password policy; the default is the spec's weakest allowed minimum. */
export interface PasswordPolicy {
  minLength: 8 | 12 | 14;
  forbiddenPhrases: string[];
}
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, forbiddenPhrases: [] };
export const DEFAULT_FORBIDDEN_PHRASES = ['1234', 'qwerty', 'password', 'haslo', 'admin', 'goniec'];

/** Every password rule gives its own catalogue code; returns the first rule broken, or null. */
export interface PasswordProblem {
  code: 'PASSWORD_TOO_SHORT' | 'PASSWORD_TOO_LONG' | 'PASSWORD_BAD_CHARACTERS' | 'PASSWORD_WEAK' | 'PASSWORD_BAD_PHRASE';
  params?: Record<string, string | number>;
}

export function checkPassword(password: string, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): PasswordProblem | null {
  if (password.length < policy.minLength) return { code: 'PASSWORD_TOO_SHORT', params: { min: policy.minLength } };
  if (password.length > PASSWORD_MAX) return { code: 'PASSWORD_TOO_LONG', params: { max: PASSWORD_MAX } };
  for (const ch of password) {
    if (!/[A-Za-z0-9]/.test(ch) && !PASSWORD_SPECIALS.includes(ch))
      return { code: 'PASSWORD_BAD_CHARACTERS', params: { allowed: PASSWORD_SPECIALS } };
  }
  const strong =
    /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && [...password].some((c) => PASSWORD_SPECIALS.includes(c));
  if (!strong) return { code: 'PASSWORD_WEAK' };
  const lower = password.toLowerCase();
  const phrase = [...DEFAULT_FORBIDDEN_PHRASES, ...policy.forbiddenPhrases].find((p) => p.length >= 3 && lower.includes(p.toLowerCase()));
  if (phrase) return { code: 'PASSWORD_BAD_PHRASE', params: { phrase } };
  return null;
}

const passwordField = () => secretField(PASSWORD_MAX);

export const RegisterBody = z.strictObject({
  email: emailField(),
  password: passwordField(),
  passwordRepeat: passwordField(),
  name: nameField(2, 100),
  company: nameField(2, 255),
  language: z.enum(LANGUAGES).default('pl'),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const VerifyBody = z.strictObject({ token: singleLineField(1, 2048) });
export const LoginBody = z.strictObject({
  email: emailField(),
  password: passwordField(),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export const LostPasswordBody = z.strictObject({ email: emailField(), language: z.enum(LANGUAGES).default('pl') });
export const RecoverBody = z.strictObject({ token: singleLineField(1, 2048), password: passwordField(), passwordRepeat: passwordField() });
export const RefreshBody = z.strictObject({
  ua: singleLineField(0, 1024).optional(),
  resolution: singleLineField(0, 32).optional(),
  url: singleLineField(0, 2048).optional(),
});
export const OkResponse = z.object({ ok: z.literal(true) });
export const EmptyBody = z.strictObject({});
