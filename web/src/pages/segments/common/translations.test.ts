import { describe, expect, it } from 'vitest';
import { SEGMENT_STATES, SEGMENT_TYPES } from '@shared/schemas/segments';
import { ACTIVITY_TYPES, AGGREGATIONS, SEGMENT_OPERATORS, SOURCES } from '@shared/segments/model';
import { createI18n } from '@web/i18n';

const each = (prefix: string, ids: readonly (string | number)[]) => ids.map((id) => `${prefix}.${id}`);

/** Keys the segment pages build at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...each('segments.sources', SOURCES),
  ...each('segments.sourceHints', SOURCES),
  ...each('segments.builder.target', SOURCES),
  ...each('segments.operators', SEGMENT_OPERATORS),
  ...each('segments.aggregations.activity', AGGREGATIONS),
  ...each('segments.aggregations.data', AGGREGATIONS),
  ...each('segments.events', ACTIVITY_TYPES),
  ...each('segments.windows', ['ever', 'last', 'between']),
  ...each('segments.states', SEGMENT_STATES),
  ...each('segments.types', SEGMENT_TYPES),
  ...each('segments.typeHints', SEGMENT_TYPES),
  ...each('segments.builder.joiner', ['and', 'or']),
  ...each('segments.notices', ['calculating', 'created', 'updated', 'deleted']),
];

describe('segment translations', () => {
  it.each(['pl', 'en-US'] as const)('name every source, operator, aggregation, event, window, state and type in %s', (lng) => {
    const i18n = createI18n(lng);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('use Polish plural forms', () => {
    const i18n = createI18n('pl');
    expect([1, 2, 5, 22].map((count) => i18n.t('segments.audience.members', { count }))).toEqual([
      '1 odbiorca',
      '2 odbiorcy',
      '5 odbiorców',
      '22 odbiorcy',
    ]);
    expect([1, 6, 24, 168].map((count) => i18n.t('segments.refresh.every', { count }))).toEqual([
      'Co godzinę',
      'Co 6 godzin',
      'Co 24 godziny',
      'Co 168 godzin',
    ]);
    expect(i18n.t('segments.estimate.exact', { count: 6, total: '6' })).toBe('dokładnie, spośród 6 subskrybentów');
  });

  it('say the spec’s example in English too', () => {
    const i18n = createI18n('en-US');
    expect([i18n.t('segments.events.opened'), i18n.t('segments.operators.gte'), i18n.t('segments.aggregations.data.anniversary')]).toEqual([
      'Opened',
      'at least',
      'Days to the next anniversary',
    ]);
    expect(i18n.t('segments.audience.members', { count: 1 })).toBe('1 member');
  });
});
