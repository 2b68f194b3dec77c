import { describe, expect, it } from 'vitest';
import { EMAIL_TYPES, SUBSCRIBER_STATUSES } from '@shared/constants';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES, PROPERTY_TYPES } from '@shared/properties';
import { BLACKLIST_TYPES } from '@shared/schemas/blacklist';
import { PROPERTY_FILTER_OPS, QUARANTINE_LEVELS } from '@shared/schemas/subscriber';
import { ACTIVITY_TYPES, ChangeActor, ChangeEntry } from '@shared/schemas/subscriber-records';
import { createI18n } from '@web/i18n';
import { lockReason } from '../structure/table-config';

const each = (prefix: string, ids: readonly (string | number)[]) => ids.map((id) => `${prefix}.${id}`);

/** Keys the pages build at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...each('subscribers.status', SUBSCRIBER_STATUSES),
  ...each('subscribers.emailType', EMAIL_TYPES),
  ...each('subscribers.fields', [...BASE_PROPERTIES.map((p) => p.id), 'updatedAt', 'id', 'mailQuarantine', 'smsQuarantine']),
  ...each(
    'subscribers.personal',
    PERSONAL_PROPERTIES.map((p) => p.id),
  ),
  ...each('structure.types', PROPERTY_TYPES),
  ...each('structure.typeHints', PROPERTY_TYPES),
  ...each('subscribers.activity.types', ACTIVITY_TYPES),
  ...each('subscribers.history.actions', ChangeEntry.shape.action.options),
  ...each('subscribers.history.actors', ChangeActor.shape.kind.options),
  ...each('subscribers.quarantine.levels', QUARANTINE_LEVELS),
  ...each('subscribers.quarantine.title', ['mail', 'sms']),
  ...each('subscribers.quarantine.cleared', ['mail', 'sms']),
  ...each('subscribers.filters.ops', PROPERTY_FILTER_OPS),
  ...['actions', 'confirm'].flatMap((group) => each(`subscribers.bulk.${group}`, ['status', 'clearMailQuarantine', 'forget'])),
  // Counted messages exist in their plural forms.
  ...['titles', 'messages', 'done'].flatMap((group) =>
    each(`subscribers.bulk.${group}`, ['status_one', 'clearMailQuarantine_one', 'forget_many']),
  ),
  ...each('subscribers.contact', ['sentAt', 'deliveredAt', 'openedAt', 'clickedAt', 'bouncedAt', 'complainedAt', 'unsubscribedAt']),
  ...['tabs', 'addHint', 'entries', 'placeholder', 'listTitle', 'entry'].flatMap((group) => each(`exclusions.${group}`, BLACKLIST_TYPES)),
  ...(['edit', 'delete'] as const).flatMap((action) =>
    [
      { kind: 'base', personalProperty: false, type: 'string' },
      { kind: 'custom', personalProperty: true, type: 'string' },
      { kind: 'custom', personalProperty: false, type: 'spec_agr' },
    ].map((p) => lockReason(p as Parameters<typeof lockReason>[0], action)!),
  ),
  'structure.reasons.selectOne',
  'structure.notices.created',
  'structure.notices.updated',
];

describe('subscriber area translations', () => {
  it.each(['pl', 'en-US'] as const)('name every status, type, field, event, action and reason in %s', (lng) => {
    const i18n = createI18n(lng);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('use Polish plural forms', () => {
    const i18n = createI18n('pl');
    expect([1, 2, 5, 22].map((count) => i18n.t('exclusions.removed', { count }))).toEqual([
      'Usunięto 1 wpis.',
      'Usunięto 2 wpisy.',
      'Usunięto 5 wpisów.',
      'Usunięto 22 wpisy.',
    ]);
    expect([7, 30, 90, 365].map((count) => i18n.t('subscribers.stats.days', { count }))).toEqual(['7 dni', '30 dni', '90 dni', '365 dni']);
    expect(i18n.t('subscribers.quarantine.failures', { count: 3 })).toBe('3 niepowodzenia z rzędu');
  });
});
