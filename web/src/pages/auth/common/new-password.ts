import type { FieldError } from '@shared/errors';
import { checkPassword } from '@shared/schemas/auth';

export interface NewPassword {
  password: string;
  passwordRepeat: string;
}

/** The rules the shared schema cannot express alone: policy and a matching repeat. */
export function newPasswordErrors(values: NewPassword): FieldError[] {
  const errors: FieldError[] = [];
  const problem = values.password ? checkPassword(values.password) : null;
  if (problem) errors.push({ path: 'password', code: problem.code, params: problem.params });
  if (values.passwordRepeat && values.password !== values.passwordRepeat) errors.push({ path: 'passwordRepeat', code: 'PASSWORD_DIFFERENT' });
  return errors;
}
