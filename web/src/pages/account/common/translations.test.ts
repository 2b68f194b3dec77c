import { describe, expect, it } from 'vitest';
import { MyAccount } from '@shared/schemas/accounts';
import { NOTIFICATION_KINDS } from '@shared/schemas/notifications';
import { FEEDBACK_CATEGORIES } from '@shared/schemas/profile';
import { ACTIVITY_ACTIONS } from '@shared/schemas/security';
import { createI18n } from '@web/i18n';

/** Keys the account pages build at run time (the literal-key check cannot see them). */
describe('account translations built from values', () => {
  for (const language of ['pl', 'en-US'] as const) {
    const i18n = createI18n(language);
    it(`name every activity action, role and feedback category in ${language}`, () => {
      for (const action of ACTIVITY_ACTIONS) expect(i18n.exists(`account.activity.actions.${action}`), action).toBe(true);
      for (const role of MyAccount.shape.role.options) expect(i18n.exists(`account.accounts.roles.${role}`), role).toBe(true);
      for (const plan of MyAccount.shape.plan.options) expect(i18n.exists(`dashboard.payments.plans.${plan}`), plan).toBe(true);
      for (const kind of NOTIFICATION_KINDS)
        for (const part of ['label', 'description']) expect(i18n.exists(`account.notifications.kinds.${kind}.${part}`), kind).toBe(true);
      for (const category of FEEDBACK_CATEGORIES) expect(i18n.exists(`feedback.categories.${category}`), category).toBe(true);
    });
  }
});
