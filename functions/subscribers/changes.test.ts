import { describe, expect, it } from 'vitest';
import type { Subscriber } from '@shared/schemas/subscriber';
import { applyPatch } from './changes';

const base: Subscriber = {
  id: 's1',
  email: 'a@b.pl',
  name: 'Ala',
  status: 8,
  emailType: 'normal',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  props: { city: 'Kraków', tags: ['a'] },
  version: 4,
};
const at = '2026-11-22T10:00:00.000Z';

describe('applyPatch', () => {
  it('changes nothing (and keeps the version) when the values are the same', () => {
    const { next, changes } = applyPatch(base, { name: 'Ala', props: { city: 'Kraków', tags: ['a'] } }, at);
    expect(changes).toEqual([]);
    expect(next).toBe(base);
  });

  it('lists every change, bumps the version and clears with null', () => {
    const { next, changes } = applyPatch(base, { name: null, gsm: '48600000000', props: { city: null, tags: ['a', 'b'] } }, at);
    expect(changes).toEqual([
      { field: 'gsm', from: null, to: '48600000000' },
      { field: 'name', from: 'Ala', to: null },
      { field: 'props.city', from: 'Kraków', to: null },
      { field: 'props.tags', from: ['a'], to: ['a', 'b'] },
    ]);
    expect(next).toMatchObject({ gsm: '48600000000', props: { tags: ['a', 'b'] }, version: 5, updatedAt: at });
    expect(next.name).toBeUndefined();
    expect(base.props.city).toBe('Kraków');
  });

  it('sets the exit date when unsubscribing, not when moving between unsubscribed statuses', () => {
    const out = applyPatch(base, { status: 3 }, at).next;
    expect(out.unsubscribedAt).toBe(at);
    expect(applyPatch(out, { status: 2 }, '2027-01-01T00:00:00.000Z').next.unsubscribedAt).toBe(at);
  });

  it('replaces all properties when asked', () => {
    const { next } = applyPatch(base, { props: { city: 'Gdańsk' }, replaceProps: true }, at);
    expect(next.props).toEqual({ city: 'Gdańsk' });
  });
});
