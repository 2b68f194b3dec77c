import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { defaultPreferences, personName, subscriberColumns } from './table-config';
import { totalNumber } from './use-subscriber-list';

describe('the subscriber list', () => {
  it('names a person by first and last name, else by the base name', () => {
    expect(personName({ name: 'Jan K.', props: { firstname: 'Anna', lastname: 'Nowak' } })).toBe('Anna Nowak');
    expect(personName({ props: { firstname: ' Anna ' } })).toBe('Anna');
    expect(personName({ props: { lastname: 'Nowak' } })).toBe('Nowak');
    expect(personName({ name: 'Jan Kowalski', props: { firstname: '', lastname: '  ' } })).toBe('Jan Kowalski');
    expect(personName({ props: {} })).toBeUndefined();
  });

  it('shows the name column by default, filled from the imported first and last name', () => {
    const columns = subscriberColumns({
      t: i18n.t.bind(i18n),
      formatDate: (v?: string) => v ?? '',
      follow: () => undefined,
      properties: [],
      language: 'pl',
    } as never);
    const visible = defaultPreferences(columns)
      .contentDisplay.filter((c) => c.visible)
      .map((c) => c.id);
    expect(visible).toEqual(expect.arrayContaining(['email', 'name', 'status']));
    const name = columns.find((c) => c.id === 'name')!;
    const row = { id: '1', status: 8, props: { firstname: 'Anna', lastname: 'Nowak' } } as never;
    expect(name.cell(row)).toBe('Anna Nowak');
    // Issue 18: the engagement score, hidden until chosen; a dash before the first recalculation.
    const score = columns.find((c) => c.id === 'score')!;
    expect(visible).not.toContain('score');
    expect(score.cell({ ...(row as object), engagement: { score: 42, opens: 1, clicks: 0, at: 'x' } } as never)).toBe('42');
    expect(score.cell(row)).toBe('—');
  });

  it('counts in the header: exact, or "at least" when capped', () => {
    expect(totalNumber({ count: 3, capped: false }, 'en')).toBe('3');
    expect(totalNumber({ count: 12345, capped: false }, 'en')).toBe('12,345');
    expect(totalNumber({ count: 1000, capped: true }, 'en')).toBe('1,000+');
  });
});
