import { describe, expect, it } from 'vitest';
import { monthLabel, recentMonths } from './months';

describe('the transactional report’s months', () => {
  it('offer this month and the twelve before, across a year’s turn', () => {
    const months = recentMonths('2026-02');
    expect(months).toHaveLength(13);
    expect(months.slice(0, 3)).toEqual(['2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2025-02');
    expect(monthLabel('2026-11', 'en-US')).toBe('November 2026');
  });
});
