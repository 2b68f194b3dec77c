import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BASE_PROPERTIES, PERSONAL_PROPERTIES } from '@shared/properties';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { fieldNames, templateProblems } from './merge-fields';
import { compileMailing, renderFor } from './render';

/*
 * No `{{` or `}}` reaches a recipient: for any values the subscriber holds (braces and markup
 * included) and any template built from the account's fields, with or without fallbacks, in
 * headings (upper-cased by html-to-text), paragraphs and link URLs, that the save accepts.
 */
const fields = [...BASE_PROPERTIES, ...PERSONAL_PROPERTIES];
const known = fieldNames(fields);
const names = [...known];
const urls = {
  open: 'https://t.example/o/1',
  unsubscribe: 'https://t.example/u/1',
  click: (u: string) => `https://t.example/c/${encodeURIComponent(u)}`,
};

const value = fc.oneof(fc.string(), fc.constantFrom('{{', '}}', '{', '}', '{{firstname}}', '<b>{{x}}</b>', '&#123;&#123;', '"', ''));
const expression = fc
  .tuple(
    fc.constantFrom(...names),
    fc.option(fc.oneof(fc.string(), fc.constantFrom('{{', '}', 'Kliencie')), { nil: undefined }),
    fc.boolean(),
  )
  .map(([name, fallback, spaced]) => {
    const f = fallback === undefined ? '' : ` | default: "${fallback.replace(/["\\]/g, '')}"`;
    return spaced ? `{{ ${name}${f} }}` : `{{${name}${f}}}`;
  });
const text = fc.oneof(fc.string(), fc.constantFrom('{', '}', ' ', 'Cześć ', '!', '&#123;', '&lt;'));
const piece = fc.tuple(text, expression).map(([t, e]) => t + e);
const block = fc
  .tuple(fc.constantFrom('h1', 'h2', 'p', 'td', 'a'), fc.array(piece, { minLength: 1, maxLength: 4 }), text)
  .map(([tag, parts, tail]) =>
    tag === 'a' ? `<a href="https://shop.example/${parts.join('')}">${tail}</a>` : `<${tag}>${parts.join('')}${tail}</${tag}>`,
  );

describe('no unfilled field reaches a recipient', () => {
  it('in the subject, the html or the text part, whatever the values', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(block, { minLength: 1, maxLength: 5 }),
        fc.array(piece, { minLength: 1, maxLength: 3 }),
        fc.dictionary(fc.constantFrom(...names), value),
        async (blocks, subjectParts, values) => {
          const { html } = sanitiseMailingHtml(`<html><body><table><tr><td>${blocks.join('')}</td></tr></table></body></html>`);
          const subject = subjectParts.join('').replace(/[\r\n]/g, ' ');
          // What the save refuses is never sent; everything it accepts must render clean.
          fc.pre(templateProblems('subject', subject, known).length === 0 && templateProblems('html', html, known).length === 0);
          const compiled = await compileMailing({
            subject,
            html,
            ids: { accountId: 'A', mailingId: 'M' },
            listName: 'L',
            from: { name: 'S', address: 's@goniec.test' },
            senderDomain: 'goniec.test',
            fields,
          });
          const base = Object.fromEntries(Object.entries(values).filter(([k]) => BASE_PROPERTIES.some((p) => p.id === k)));
          const props = Object.fromEntries(Object.entries(values).filter(([k]) => !(k in base)));
          const out = renderFor(compiled, { ...base, email: 'ala@example.pl', props }, urls);
          for (const part of [out.subject, out.html, out.text, out.raw.toString('latin1')]) {
            expect(part).not.toContain('{{');
            expect(part).not.toContain('}}');
          }
        },
      ),
      { numRuns: 300 },
    );
    // 300 compiled mailings: seconds on a busy machine.
  }, 120_000);
});
