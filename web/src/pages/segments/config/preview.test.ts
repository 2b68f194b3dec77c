import { describe, expect, it } from 'vitest';
import type { Estimate } from '@shared/schemas/segments';
import { previewView } from './preview';

const row = { id: 's1', email: 'ala@x.pl', name: 'Ala', status: 8 as const };
const estimate = (count: number, preview: Estimate['preview']): Estimate => ({
  count,
  margin: 0,
  reachable: count,
  reachableMargin: 0,
  sampled: 6,
  total: 6,
  exact: true,
  preview,
});

describe('previewView', () => {
  it('shows nothing while the conditions are incomplete or the estimate failed', () => {
    expect(previewView({ status: 'incomplete' })).toBeNull();
    expect(previewView({ status: 'failed', error: new Error('x') })).toBeNull();
  });

  it('loads until the first estimate, then keeps the last rows dimmed while the next one comes', () => {
    expect(previewView({ status: 'loading' })).toEqual({ status: 'loading' });
    expect(previewView({ status: 'loading', last: estimate(1, [row]) })).toEqual({
      status: 'shown',
      rows: [row],
      stale: true,
      empty: null,
    });
    expect(previewView({ status: 'done', estimate: estimate(1, [row]) })).toEqual({
      status: 'shown',
      rows: [row],
      stale: false,
      empty: null,
    });
  });

  it('tells nobody matching from matches out of a restricted user’s reach', () => {
    expect(previewView({ status: 'done', estimate: estimate(0, []) })).toMatchObject({ rows: [], empty: 'noMatch' });
    expect(previewView({ status: 'done', estimate: estimate(3, []) })).toMatchObject({ rows: [], empty: 'outOfReach' });
  });
});
