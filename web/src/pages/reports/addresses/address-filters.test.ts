import { describe, expect, it } from 'vitest';
import { filterQuery, filtersFromParams, NO_FILTERS } from './address-filters';

describe('the addresses report’s filters', () => {
  it('start from the page’s address: ?minScore= prefills the score, unknown values are left out', () => {
    expect(filtersFromParams(new URLSearchParams('minScore=50&engagement=sometimes&colour=red'))).toEqual({
      ...NO_FILTERS,
      minScore: '50',
    });
    expect(filtersFromParams(new URLSearchParams('engagement=openedWithin&days=30'))).toMatchObject({
      engagement: 'openedWithin',
      days: '30',
    });
  });

  it('send only what is set, and days only with an engagement filter that counts them', () => {
    expect(filterQuery({ ...NO_FILTERS, minScore: ' 5 ', segment: 'SEG1', days: '7' })).toEqual({
      query: { minScore: '5', segment: 'SEG1' },
      errors: {},
    });
    expect(filterQuery({ ...NO_FILTERS, engagement: 'neverOpened', days: '7' }).query).toEqual({ engagement: 'neverOpened' });
    expect(filterQuery({ ...NO_FILTERS, engagement: 'clickedWithin', days: '7' }).query).toEqual({
      engagement: 'clickedWithin',
      days: '7',
    });
  });

  it('say at the field what the server would refuse', () => {
    expect(filterQuery({ ...NO_FILTERS, minScore: '10', maxScore: '9' }).errors).toEqual({ maxScore: 'REPORT_SCORE_RANGE_REVERSED' });
    expect(filterQuery({ ...NO_FILTERS, engagement: 'openedWithin' }).errors).toEqual({ days: 'REPORT_ENGAGEMENT_DAYS_REQUIRED' });
    expect(filterQuery({ ...NO_FILTERS, minScore: '1.5' }).errors).toEqual({ minScore: 'VALIDATION_FAILED' });
  });
});
