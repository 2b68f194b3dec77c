import { randomBytes } from 'node:crypto';
import { encode, wrap } from 'nodemailer/lib/qp';
import { EXPRESSION, liquid, normaliseExpression } from './merge-fields';

/**
 * A text cut once per mailing into static pieces and numbered slots: rendering a recipient joins
 * the pieces with the slots' values instead of running a template engine or an HTML converter over
 * 40 KB again. The statics also keep their quoted-printable form, so the MIME body of a recipient
 * is encoded only where it differs (see mailer.ts, MimeTemplate).
 */
export interface Segmented {
  /** statics.length === slots.length + 1 */
  statics: string[];
  slots: number[];
}

/** Slot numbers below zero: what the sender fills in besides expressions. */
export const PIXEL = -1;
export const UNSUBSCRIBE = -2;
export const linkSlot = (i: number) => -3 - i;
export const linkOf = (slot: number) => -3 - slot;

/**
 * Expressions become tokens of capitals and digits for the HTML parser and html-to-text (which
 * upper-cases headings: `{{name}}` used to reach recipients as `{{NAME}}`). The nonce keeps a
 * template's own text from ever looking like a token.
 */
export class Tokens {
  readonly nonce = `QX${randomBytes(6)
    .toString('hex')
    .toUpperCase()
    .replace(/[0-9]/g, (d) => 'GHIJKLMNOP'[Number(d)]!)}`;
  readonly expressions: string[] = [];
  readonly pattern = new RegExp(`${this.nonce}(E\\d+|L\\d+|PIXEL|UNSUB)Z`, 'g');

  expression = (i: number) => `${this.nonce}E${i}Z`;
  link = (i: number) => `${this.nonce}L${i}Z`;
  get pixel() {
    return `${this.nonce}PIXELZ`;
  }
  get unsubscribe() {
    return `${this.nonce}UNSUBZ`;
  }

  /** Replaces every expression liquid can parse with its token (one number per distinct expression). */
  protect(text: string): string {
    return text.replace(EXPRESSION, (match, body: string) => {
      const expression = normaliseExpression(body);
      try {
        liquid.parse(`{{ ${expression} }}`);
      } catch {
        return match; // saved before fields were checked: stays text (neutralised below), never evaluated
      }
      let i = this.expressions.indexOf(expression);
      if (i < 0) i = this.expressions.push(expression) - 1;
      return this.expression(i);
    });
  }

  /** The token of `unsubscribe_url` if the template uses it. */
  unsubscribeExpression(): string | undefined {
    const i = this.expressions.indexOf('unsubscribe_url');
    return i < 0 ? undefined : this.expression(i);
  }

  /**
   * Cuts a protected text at its tokens. In `html` and `text` mode a static piece never holds `{{`
   * or `}}`, nor a brace at an edge next to a slot: a field rendering empty must not join a `}`
   * before it with one after it.
   */
  split(text: string, mode: 'html' | 'text' | 'raw'): Segmented {
    const pieces: string[] = [];
    const slots: number[] = [];
    let last = 0;
    for (const m of text.matchAll(this.pattern)) {
      pieces.push(text.slice(last, m.index));
      const kind = m[1]!;
      slots.push(
        kind === 'PIXEL'
          ? PIXEL
          : kind === 'UNSUB'
            ? UNSUBSCRIBE
            : kind[0] === 'L'
              ? linkSlot(Number(kind.slice(1)))
              : Number(kind.slice(1)),
      );
      last = m.index + m[0].length;
    }
    pieces.push(text.slice(last));
    const statics = mode === 'raw' ? pieces : pieces.map((p, i) => guardEdges(mode, neutralise[mode](p), i > 0, i < pieces.length - 1));
    return { statics, slots };
  }
}

function guardEdges(mode: 'html' | 'text', s: string, start: boolean, end: boolean): string {
  const guard = mode === 'html' ? (c: string) => (c === '{' ? '&#123;' : '&#125;') : undefined;
  let out = s;
  if (start && /^[{}]/.test(out)) out = guard ? guard(out[0]!) + out.slice(1) : `\u200b${out}`;
  if (end && /[{}]$/.test(out)) out = guard ? out.slice(0, -1) + guard(out.at(-1)!) : `${out}\u200b`;
  return out;
}

/** `{{`/`}}` never leave as text: in HTML one brace becomes an entity, in text a zero-width space parts them. */
export const neutraliseHtml = (s: string) => s.replace(/\{(?=\{)/g, '&#123;').replace(/\}(?=\})/g, '&#125;');
export const neutraliseText = (s: string) => s.replace(/\{(?=\{)/g, '{\u200b').replace(/\}(?=\})/g, '}\u200b');
const neutralise = { html: neutraliseHtml, text: neutraliseText };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
};
/** A value in HTML: escaped, braces included, so no value can close or open a field. */
export const escapeHtml = (s: string) => (/[&<>"'{}]/.test(s) ? s.replace(/[&<>"'{}]/g, (c) => HTML_ESCAPES[c]!) : s);
/** A value in text or a subject: braces parted from whatever precedes or follows them. */
export const escapeText = (s: string) => (/[{}]/.test(s) ? s.replace(/[{}]/g, '\u200b$&\u200b') : s);

export const toCrlf = (s: string) => s.replace(/\r?\n|\r/g, '\r\n');

/**
 * Quoted-printable for one piece of a body, ending in a soft line break: pieces encoded apart join
 * into one valid body (a decoder drops `=` CRLF), with lines of at most 76 characters.
 */
export function qpPiece(s: string): string {
  if (s === '') return '';
  return `${wrap(encode(s), 75)}=\r\n`;
}

/** The statics of a body, as bytes: the last piece ends the body, so no soft break after it. */
export const qpStatics = (statics: readonly string[]) =>
  statics.map((s, i) => Buffer.from(i === statics.length - 1 ? wrap(encode(s), 76) : qpPiece(s), 'latin1'));

/** Printable ASCII without `=`: quoted-printable leaves it as it is, so only the soft breaks are added. */
const QP_LITERAL = /^[\x21-\x3c\x3e-\x7e]*$/;

/** qpPiece for a recipient's values (names, signed URLs): most need no encoding, only line breaks. */
export function qpValue(s: string): string {
  if (s === '' || !QP_LITERAL.test(s)) return qpPiece(s);
  if (s.length <= 75) return `${s}=\r\n`;
  let out = '';
  for (let i = 0; i < s.length; i += 75) out += `${s.slice(i, i + 75)}=\r\n`;
  return out;
}

/** Joins statics and slot values (values[i] is the text of slots[i]). */
export function join(seg: Segmented, values: readonly string[]): string {
  let out = seg.statics[0]!;
  for (let i = 0; i < seg.slots.length; i++) out += values[i]! + seg.statics[i + 1]!;
  return out;
}
