import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { BLUEPRINT_CATEGORIES, GMAIL_CLIP_BYTES, TEMPLATE_RULES } from '@shared/rules/templates';
import { ContentEvent } from '@shared/schemas/content';
import { compileMjml, prepareEmailContent } from '@functions/content/compile';
import { compileExpressions, DEFAULT_FIELDS, EXPRESSION, fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { BLUEPRINTS, blueprintById } from './index';

/** mj-social's built-in icons: the only images a blueprint may show (see parts.ts). */
const SOCIAL_ICONS = 'https://www.mailjet.com/images/theme/v1/icons/ico-social/';
const known = fieldNames(DEFAULT_FIELDS);

const compiled = new Map(BLUEPRINTS.map((b) => [b.id, compileMjml(b.mjml)]));
const htmlOf = (id: string) => compiled.get(id)!.html ?? '';

describe('the blueprint gallery', () => {
  it('has at least 12 blueprints, every category covered, plain layouts first', () => {
    expect(BLUEPRINTS.length).toBeGreaterThanOrEqual(12);
    const categories = new Set(BLUEPRINTS.map((b) => b.category));
    for (const c of BLUEPRINT_CATEGORIES) expect(categories, c).toContain(c);
    const firstOther = BLUEPRINTS.findIndex((b) => b.category !== 'layout');
    expect(BLUEPRINTS.slice(firstOther).some((b) => b.category === 'layout')).toBe(false);
  });

  it('has unique, url-safe ids that blueprintById finds', () => {
    const ids = BLUEPRINTS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const b of BLUEPRINTS) {
      expect(b.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(blueprintById(b.id)).toBe(b);
    }
    expect(blueprintById('no-such-blueprint')).toBeUndefined();
  });

  it('names, describes and titles each one in Polish and English within the template limits', () => {
    for (const b of BLUEPRINTS) {
      for (const text of [b.name, b.description, b.subject]) {
        expect(text.pl.trim(), b.id).not.toBe('');
        expect(text.en.trim(), b.id).not.toBe('');
        expect(text.pl, b.id).not.toBe(text.en);
      }
      expect(b.name.pl.length).toBeGreaterThanOrEqual(TEMPLATE_RULES.nameMin);
      expect(b.name.en.length).toBeLessThanOrEqual(TEMPLATE_RULES.nameMax);
      expect(b.description.pl.length).toBeLessThanOrEqual(TEMPLATE_RULES.descriptionMax);
    }
  });
});

describe.each(BLUEPRINTS.map((b) => [b.id, b] as const))('blueprint %s', (id, b) => {
  it('compiles with no problem at strict validation, into a Polish, responsive document', () => {
    expect(compiled.get(id)!.problems).toEqual([]);
    const html = htmlOf(id);
    expect(html).toMatch(/<html lang="pl"/);
    // Columns are full width on small screens and side by side from 480px: this query is what stacks them.
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(b.mjml).toMatch(/<mj-preview>[^<]{20,}<\/mj-preview>/);
    expect(b.mjml.length).toBeLessThanOrEqual(TEMPLATE_RULES.mjmlMax);
  });

  it('stays under Gmail’s clipping size, as compiled and as stored', () => {
    expect(Buffer.byteLength(htmlOf(id))).toBeLessThan(GMAIL_CLIP_BYTES);
    const { stored } = prepareEmailContent({ mode: 'visual', mjml: b.mjml });
    expect(Buffer.byteLength(stored.html)).toBeLessThan(GMAIL_CLIP_BYTES);
    expect(stored.html).toContain('{{ unsubscribe_url }}');
  });

  it('has an unsubscribe link and uses only merge fields every account has', () => {
    expect(htmlOf(id)).toMatch(/<a href="\{\{ unsubscribe_url \}\}"/);
    expect(templateProblems('mjml', b.mjml, known)).toEqual([]);
    expect(templateProblems('subject', b.subject.pl, known)).toEqual([]);
    expect(templateProblems('subject', b.subject.en, known)).toEqual([]);
  });

  it('gives every merge field a fallback, so a subscriber without the value reads a whole sentence', () => {
    const texts = [b.mjml, b.subject.pl, b.subject.en].join('\n');
    const expressions = [...texts.matchAll(EXPRESSION)].map((m) => m[1]!.trim()).filter((e) => e !== 'unsubscribe_url');
    for (const [i, value] of compileExpressions(expressions)({}).entries()) expect(value.trim(), expressions[i]).not.toBe('');
  });

  it('loads no image but mj-social’s icons, each with alt text, and every link goes somewhere', () => {
    const doc = parse(htmlOf(id));
    for (const img of doc.querySelectorAll('img')) {
      expect(img.getAttribute('alt')?.trim(), img.toString()).toBeTruthy();
      expect(img.getAttribute('src')).toMatch(new RegExp(`^${SOCIAL_ICONS.replace(/[./]/g, '\\$&')}`));
    }
    expect(b.mjml).not.toMatch(/background-url|<mj-image/);
    for (const a of doc.querySelectorAll('a')) {
      expect(a.getAttribute('href'), a.toString()).toMatch(/^(https:\/\/example\.com|mailto:|\{\{ unsubscribe_url \}\}$)/);
      expect(a.textContent.trim() || a.querySelector('img')?.getAttribute('alt'), a.toString()).toBeTruthy();
    }
  });

  it('has buttons with words on them, and text that contrasts with what is behind it (WCAG AA)', () => {
    const source = parse(b.mjml);
    expect(source.querySelectorAll('mj-body mj-button').length, 'a call to action').toBeGreaterThan(0);
    for (const button of source.querySelectorAll('mj-body mj-button')) expect(button.textContent.trim()).not.toBe('');
    for (const problem of contrastProblems(source)) expect.soft(problem).toBeUndefined();
  });

  it('carries a valid event when it invites to one', () => {
    if (b.event) expect(ContentEvent.safeParse(b.event).success).toBe(true);
  });
});

// ---- contrast, as WCAG 2 measures it, read from the MJML's own attributes ----

function luminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, bl] = [1, 3, 5]
    .map((i) => parseInt(full.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Every mj-text and mj-button (and every inline `color:` inside a text) against the nearest background behind it. */
function contrastProblems(source: HTMLElement): string[] {
  const defaults = (tag: string, attr: string) => source.querySelector(`mj-attributes ${tag}`)?.getAttribute(attr);
  const backgroundOf = (el: HTMLElement): string => {
    for (let node: HTMLElement | null = el; node; node = node.parentNode) {
      const own = node.getAttribute?.('container-background-color') ?? node.getAttribute?.('background-color');
      if (own && !(node === el && node.tagName === 'MJ-BUTTON')) return own;
    }
    return '#ffffff';
  };
  const problems: string[] = [];
  const check = (what: string, fg: string, bg: string, large: boolean) => {
    const ratio = contrast(fg, bg);
    if (ratio < (large ? 3 : 4.5)) problems.push(`${what}: ${fg} on ${bg} is ${ratio.toFixed(2)}:1`);
  };
  for (const text of source.querySelectorAll('mj-body mj-text')) {
    const bg = backgroundOf(text);
    const fg = text.getAttribute('color') ?? defaults('mj-text', 'color') ?? '#000000';
    const size = parseInt(text.getAttribute('font-size') ?? '16', 10);
    const large = size >= 24 || (size >= 19 && text.getAttribute('font-weight') === '700');
    check(text.textContent.trim().slice(0, 40), fg, bg, large);
    for (const m of text.innerHTML.matchAll(/(?<![-\w])color:\s*(#[0-9a-f]{3,6})/gi))
      check(`inline in "${text.textContent.trim().slice(0, 30)}"`, m[1]!, bg, large);
  }
  for (const button of source.querySelectorAll('mj-body mj-button')) {
    const bg = button.getAttribute('background-color') ?? defaults('mj-button', 'background-color')!;
    const fg = button.getAttribute('color') ?? defaults('mj-button', 'color')!;
    check(`button "${button.textContent.trim()}"`, fg, bg, false);
  }
  return problems;
}
