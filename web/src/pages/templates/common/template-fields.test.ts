import { describe, expect, it } from 'vitest';
import type { Template } from '@shared/schemas/templates';
import { hasFilters, listQuery, moveBody, NO_FILTERS, tagLabel, tagNames } from './template-fields';

describe('tagLabel', () => {
  it('shows a tag with its value as "name: value"', () => {
    expect(tagLabel({ name: 'season', value: 'spring' })).toBe('season: spring');
    expect(tagLabel({ name: 'vip' })).toBe('vip');
    expect(tagLabel({ name: 'vip', value: '' })).toBe('vip');
  });
});

describe('listQuery', () => {
  it('asks only for the filters set, trimmed', () => {
    expect(listQuery(NO_FILTERS)).toEqual({});
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(listQuery({ folder: 'none', q: '  promo ', tag: ' ' })).toEqual({ dir: 'none', q: 'promo' });
    expect(listQuery({ folder: { id: 'F1' }, q: '', tag: 'season' })).toEqual({ dir: 'F1', tag: 'season' });
    expect(hasFilters({ folder: 'all', q: '', tag: 'x' })).toBe(true);
  });
});

describe('tagNames', () => {
  it('collects each tag name once, sorted the Polish way', () => {
    const items = [{ tags: [{ name: 'źródło' }, { name: 'akcja', value: '1' }] }, { tags: [{ name: 'zima' }, { name: 'akcja' }] }];
    expect(tagNames(items, ['baza'])).toEqual(['akcja', 'baza', 'zima', 'źródło']);
  });
});

describe('moveBody', () => {
  const template: Template = {
    id: 'T1',
    name: 'Spring',
    dir: 'F1',
    type: 'visual',
    freeze: false,
    canDelete: true,
    tags: [{ name: 'season', value: 'spring' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    mode: 'visual',
    mjml: '<mjml><mj-body></mj-body></mjml>',
    html: '<html></html>',
    text: 'generated',
    textCustom: false,
    preheader: 'Hi',
    headers: { subject: 'Sale' },
    custom: [],
    advancedOptions: {},
  };

  it('saves the template as read with only the folder changed, guarded by the time it was read', () => {
    const body = moveBody(template, null);
    expect(body).toMatchObject({ name: 'Spring', dir: null, mode: 'visual', mjml: template.mjml, preheader: 'Hi', tags: template.tags });
    expect(body.baseUpdatedAt).toBe(template.updatedAt);
    // The compiled HTML and the generated text are the server's to make again, not to be sent back.
    expect(body).not.toHaveProperty('html');
    expect(body).not.toHaveProperty('text');
  });

  it('sends an HTML template its HTML and keeps a text part the user wrote', () => {
    const body = moveBody({ ...template, mode: 'html', type: 'html', mjml: undefined, textCustom: true, text: 'mine' }, 'F2');
    expect(body).toMatchObject({ dir: 'F2', mode: 'html', html: '<html></html>', text: 'mine', textCustom: true });
    expect(body).not.toHaveProperty('mjml');
  });
});
