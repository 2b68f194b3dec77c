import type { FieldError } from '@shared/errors';
import { checkPassword, DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '@shared/schemas/auth';

export interface NewPassword {
  password: string;
  passwordRepeat: string;
}

/** The rules the shared schema cannot express alone: policy (the default, or the account's) and a matching repeat. */
export function newPasswordErrors(values: NewPassword, policy: PasswordPolicy = DEFAULT_PASSWORD_POLICY): FieldError[] {
  const errors: FieldError[] = [];
  const problem = values.password ? checkPassword(values.password, policy) : null;
  if (problem) errors.push({ path: 'password', code: problem.code, params: problem.params });
  if (values.passwordRepeat && values.password !== values.passwordRepeat)
    errors.push({ path: 'passwordRepeat', code: 'PASSWORD_DIFFERENT' });
  return errors;
}
