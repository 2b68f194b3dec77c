import { describe, expect, it } from 'vitest';
import { blankMjml, contentBodyOf, draftOfContent, sourceOf } from './types';

describe('the content editor’s draft', () => {
  it('sends MJML in visual mode and HTML in HTML mode, the text only when it is the user’s own', () => {
    const visual = draftOfContent({ mode: 'visual', mjml: '<mjml></mjml>', html: '<p>compiled</p>', text: 'generated', textCustom: false });
    expect(contentBodyOf(visual)).toMatchObject({
      mode: 'visual',
      mjml: '<mjml></mjml>',
      html: undefined,
      text: undefined,
      textCustom: false,
    });
    const html = { ...visual, mode: 'html' as const, text: 'mine', textCustom: true };
    expect(contentBodyOf(html)).toMatchObject({ mode: 'html', mjml: undefined, html: '<p>compiled</p>', text: 'mine', textCustom: true });
  });

  it('leaves empty utm and preheader out, and sends an event with ISO times (none: null)', () => {
    const draft = draftOfContent({ mode: 'html', html: '<p>x</p>' });
    expect(contentBodyOf(draft)).toMatchObject({ utm: undefined, preheader: undefined, event: null });
    const withEvent = {
      ...draft,
      utm: { source: 'goniec', medium: '', campaign: '' },
      event: { title: 'Webinar', description: '', start: '2026-12-01T10:00', end: '2026-12-01T11:00', location: '', organiser: '' },
    };
    const body = contentBodyOf(withEvent);
    expect(body.utm).toEqual({ source: 'goniec', medium: undefined, campaign: undefined });
    expect(body.event?.start).toBe(new Date('2026-12-01T10:00').toISOString());
    expect(body.event?.description).toBeUndefined();
  });

  it('reads a stored event back into the local times the form shows', () => {
    const start = new Date('2026-12-01T10:00').toISOString();
    const draft = draftOfContent({ mode: 'html', html: '', event: { title: 'W', start, end: start } });
    expect(draft.event?.start).toBe('2026-12-01T10:00');
  });

  it('starts a blank visual e-mail with the unsubscribe link, its texts escaped', () => {
    const mjml = blankMjml('A & B', 'Wypisz <się>');
    expect(mjml).toContain('{{ unsubscribe_url }}');
    expect(mjml).toContain('A &amp; B');
    expect(mjml).toContain('Wypisz &lt;się&gt;');
    expect(sourceOf({ mode: 'visual', mjml, html: '<p/>' })).toBe(mjml);
    expect(sourceOf({ mode: 'html', mjml, html: '<p/>' })).toBe('<p/>');
  });
});
