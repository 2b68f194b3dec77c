import { describe, expect, it } from 'vitest';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import { duplicateTags, historyLimit, pointsToPrune } from './rules';

describe('restore point retention', () => {
  it('prunes the oldest beyond the limit, whatever order the ids come in', () => {
    const ids = ['01H0000000000000000000000C', '01H0000000000000000000000A', '01H0000000000000000000000D', '01H0000000000000000000000B'];
    expect(pointsToPrune(ids, 3)).toEqual(['01H0000000000000000000000A']);
    expect(pointsToPrune(ids, 2)).toEqual(['01H0000000000000000000000A', '01H0000000000000000000000B']);
    expect(pointsToPrune(ids, 4)).toEqual([]);
    expect(pointsToPrune(ids, 30)).toEqual([]);
    expect(pointsToPrune([], 3)).toEqual([]);
  });

  it('holds the account’s limit within 3–30, the default when none was chosen', () => {
    expect(historyLimit(undefined)).toBe(TEMPLATE_RULES.historyDefault);
    expect(historyLimit('12')).toBe(TEMPLATE_RULES.historyDefault);
    expect(historyLimit(7.5)).toBe(TEMPLATE_RULES.historyDefault);
    expect(historyLimit(1)).toBe(3);
    expect(historyLimit(99)).toBe(30);
    expect(historyLimit(3)).toBe(3);
    expect(historyLimit(30)).toBe(30);
  });
});

describe('template tags', () => {
  it('a name repeated in any case or with spaces around is a duplicate, each repetition named', () => {
    expect(duplicateTags([{ name: 'sezon' }, { name: 'inne' }])).toEqual([]);
    expect(duplicateTags([{ name: 'Sezon' }, { name: 'inne' }, { name: ' sezon ', value: 'x' }, { name: 'SEZON' }])).toEqual([2, 3]);
    expect(duplicateTags([])).toEqual([]);
  });
});
