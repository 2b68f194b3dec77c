import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_RULES, ScoringRules } from '@shared/schemas/scoring';
import { runView, toBody, toValues } from './rules-form';

describe('the scoring rules form', () => {
  it('goes from rules to fields and back unchanged, decay off as null', () => {
    expect(toBody(toValues(DEFAULT_SCORING_RULES))).toEqual(DEFAULT_SCORING_RULES);
    const none = { ...DEFAULT_SCORING_RULES, halfLifeDays: null };
    expect(toValues(none).decay).toBe(false);
    expect(toBody(toValues(none))).toEqual(none);
  });

  it('leaves text that is no number for the schema to refuse', () => {
    const paths = (over: object) =>
      ScoringRules.safeParse(toBody({ ...toValues(DEFAULT_SCORING_RULES), ...over })).error?.issues.map((i) => [
        i.path.join('.'),
        i.message,
      ]);
    expect(paths({ open: 'abc' })?.map(([path]) => path)).toEqual(['open']);
    expect(paths({ 'bands.hot': '5' })).toEqual([['bands.hot', 'SCORING_BANDS_ORDER']]);
  });

  it('shows a run as a job', () => {
    expect(runView(null)).toEqual({ phase: 'finished' });
    expect(runView({ id: '1', state: 'running', trigger: 'manual', progress: { done: 5, total: 10 } })).toMatchObject({
      phase: 'running',
      done: 5,
      total: 10,
    });
    expect(runView({ id: '1', state: 'cancelled', trigger: 'manual' }).phase).toBe('stopped');
  });
});
