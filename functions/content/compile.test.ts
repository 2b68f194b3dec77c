import { describe, expect, it } from 'vitest';
import { ValidationError } from '@functions/platform/errors';
import { compileMjml, htmlProblems, prepareEmailContent } from './compile';
import { icsFor, icsText } from './calendar';

const errorsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof ValidationError) return (error.params as { errors: unknown[] }).errors;
    throw error;
  }
  throw new Error('no error');
};

describe('content compilation', () => {
  it('compiles MJML, and reports its errors with their line', () => {
    expect(
      compileMjml('<mjml><mj-body><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-body></mjml>').problems,
    ).toEqual([]);
    const bad = compileMjml(
      '<mjml>\n<mj-body>\n<mj-section>\n<mj-column>\n<mj-image src="x" nosuch="1"/>\n<mj-foo/>\n</mj-column>\n</mj-section>\n</mj-body>\n</mjml>',
    );
    expect(bad.html).toBeUndefined();
    expect(bad.problems.map((p) => p.line)).toEqual([5, 6]);
    expect(errorsOf(() => prepareEmailContent({ mode: 'visual', mjml: '<mjml>\n<mj-body>\n<mj-nosuch/>\n</mj-body>\n</mjml>' }))).toEqual([
      { path: 'mjml', code: 'CONTENT_MJML_INVALID', params: { line: 3, message: expect.stringContaining('mj-nosuch') } },
    ]);
  });

  it('never reads the server’s files through mj-include', () => {
    const out = compileMjml(
      '<mjml><mj-body><mj-include path="/etc/passwd" type="html"/><mj-include path="../../package.json"/><mj-section><mj-column><mj-text>x</mj-text></mj-column></mj-section></mj-body></mjml>',
    );
    expect(out.html).toBeDefined();
    expect(out.html).not.toContain('root:');
    expect(out.html).not.toContain('"dependencies"');
  });

  it('reports HTML that would break (an unclosed tag or quote, a missing value), not what clients repair alike', () => {
    expect(htmlProblems('<p>no doctype</p></div><b>unclosed<p a=1 a=2>dup</p>')).toEqual([]);
    expect(htmlProblems('<p>x</p>\n<a href="https://x.example>y</a>')).toEqual([{ line: 2, message: 'eof-in-tag' }]);
    expect(htmlProblems('<p>\n\n<img alt=>')).toEqual([{ line: 3, message: 'missing-attribute-value' }]);
    expect(errorsOf(() => prepareEmailContent({ html: '<p>a\n<b' }))).toEqual([
      { path: 'html', code: 'CONTENT_HTML_INVALID', params: { line: 2, message: 'eof-in-tag' } },
    ]);
  });

  it('keeps an own text part, generates one otherwise, and needs an event for {{ calendar_url }}', () => {
    expect(prepareEmailContent({ html: '<p>Cześć</p>' }).stored).toMatchObject({ mode: 'html', text: 'Cześć', textCustom: false });
    expect(prepareEmailContent({ html: '<p>Cześć</p>', text: 'Mój', textCustom: true }).stored).toMatchObject({
      text: 'Mój',
      textCustom: true,
    });
    expect(errorsOf(() => prepareEmailContent({ html: '<a href="{{ calendar_url }}">x</a>' }))).toEqual([
      { path: 'event', code: 'CONTENT_CALENDAR_WITHOUT_EVENT' },
    ]);
    const event = { title: 'W', start: '2026-01-01T10:00:00Z', end: '2026-01-01T11:00:00Z' };
    expect(prepareEmailContent({ html: '<a href="{{ calendar_url }}">x</a>', event }).stored.event).toEqual(event);
  });

  it('writes RFC 5545: escaped text, UTC times, CRLF lines folded at 75 octets', () => {
    expect(icsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    const ics = icsFor(
      { title: 'Ż'.repeat(60), start: '2026-03-08T10:00:00+01:00', end: '2026-03-08T12:00:00+01:00', organiser: 'org@example.pl' },
      'uid@goniec',
      '2026-01-01T00:00:00.000Z',
      'news@goniec.test',
    );
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines).toContain('DTSTART:20260308T090000Z');
    expect(lines).toContain('ORGANIZER:mailto:org@example.pl');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const summary = ics.slice(ics.indexOf('SUMMARY:'), ics.indexOf('\r\nORGANIZER')).replace(/\r\n /g, '');
    expect(summary).toBe(`SUMMARY:${'Ż'.repeat(60)}`);
  });
});
