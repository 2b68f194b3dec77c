import { describe, expect, it } from 'vitest';
import { DELETED_USER_LABEL } from '@shared/rules/users';
import { createI18n } from '@web/i18n';
import { actorLabel } from '@web/pages/subscribers/common/history-format';
import { userLabel } from './user-label';

describe('userLabel', () => {
  it('names a deleted user in the reader’s language and anyone else by their e-mail', () => {
    const i18n = createI18n('pl');
    expect(userLabel(i18n.t, DELETED_USER_LABEL)).toBe('Usunięty użytkownik');
    expect(userLabel(i18n.t, 'ala@example.pl')).toBe('ala@example.pl');
    expect(actorLabel(i18n.t, { kind: 'user', userId: 'u1', email: DELETED_USER_LABEL })).toBe('Usunięty użytkownik');
    void i18n.changeLanguage('en-US');
    expect(userLabel(i18n.t, DELETED_USER_LABEL)).toBe('Deleted user');
  });
});
