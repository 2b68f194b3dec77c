import sanitizeHtml from 'sanitize-html';
import { EXPRESSION } from '@functions/sending/merge-fields';
import { protectBlocks } from './sanitize-blocks';

/**
 * Mailing HTML is sanitised when it is saved (sanitize-html, an e-mail allow-list): what the
 * editor stored is what every recipient gets, so nothing that runs code (`<script>`, `on*`
 * handlers, `javascript:` links, iframes, forms, objects, embeds) may stay in it. What was removed
 * is answered to the editor. `<style>` blocks and Outlook's conditional comments (what MJML's
 * responsive output needs) are kept once checked apart (sanitize-blocks.ts); other comments go.
 */

const TEXT = [
  'p',
  'div',
  'span',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'strike',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'big',
  'mark',
  'blockquote',
  'pre',
  'code',
  'font',
  'center',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'abbr',
  'address',
  'cite',
  'q',
  'wbr',
];
const LAYOUT = ['html', 'head', 'body', 'title', 'meta', 'section', 'header', 'footer', 'article', 'main', 'figure', 'figcaption'];
const TABLES = ['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col'];
const ALLOWED_TAGS = [...LAYOUT, ...TEXT, ...TABLES, 'a', 'img'];
const GLOBAL_ATTRIBUTES = [
  'style',
  'class',
  'id',
  'align',
  'valign',
  'width',
  'height',
  'bgcolor',
  'border',
  'dir',
  'lang',
  'title',
  'role',
  'aria-*',
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  '*': GLOBAL_ATTRIBUTES,
  a: ['href', 'name', 'target', 'rel'],
  img: ['src', 'alt'],
  table: ['cellpadding', 'cellspacing', 'background'],
  td: ['colspan', 'rowspan', 'nowrap', 'background'],
  th: ['colspan', 'rowspan', 'nowrap', 'background'],
  col: ['span'],
  font: ['color', 'face', 'size'],
  meta: ['name', 'content', 'charset', 'http-equiv'],
  html: ['xmlns', 'xmlns:v', 'xmlns:o'],
  ol: ['start', 'type'],
};
const SCHEMES = ['http', 'https', 'mailto'];
const URL_ATTRIBUTES = new Set(['href', 'src', 'background']);
/** Inline CSS that runs script in old clients or fetches through a scheme other than http(s). */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*(?!https?:)[a-z]+:/i;

export interface Sanitised {
  html: string;
  /** Tags (`script`), attributes (`onclick`, `style`) and URL schemes (`javascript:`) that were removed, each once. */
  removed: string[];
}

const attributeAllowed = (tag: string, name: string) =>
  [...(ALLOWED_ATTRIBUTES[tag] ?? []), ...GLOBAL_ATTRIBUTES].some(
    (a) => a === name || (a.endsWith('*') && name.startsWith(a.slice(0, -1))),
  );

function schemeOf(url: string): string | undefined {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:").
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\p{Cc}\s]/gu, ''));
  return m?.[1]?.toLowerCase();
}

export function sanitiseMailingHtml(input: string): Sanitised {
  // Merge fields pass the sanitiser as plain tokens: a `:` inside `{{ x | default: "y" }}` would read as a URL scheme, and quotes would be escaped.
  const expressions: string[] = [];
  const nonce = `QZ${Date.now().toString(36).toUpperCase()}`;
  const token = new RegExp(`${nonce}F(\\d+)Z`, 'g');
  const removed = new Set<string>();
  const withFields = input.replace(EXPRESSION, (match) => `${nonce}F${expressions.push(match) - 1}Z`);
  const blocks = protectBlocks(withFields, nonce, removed);

  const sanitised = sanitizeHtml(blocks.html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    onOpenTag: (tag, attributes) => {
      if (!ALLOWED_TAGS.includes(tag)) {
        removed.add(tag);
        return;
      }
      for (const [name, value] of Object.entries(attributes)) {
        if (!attributeAllowed(tag, name)) removed.add(name);
        else if (URL_ATTRIBUTES.has(name)) {
          const scheme = schemeOf(value);
          if (scheme && !(tag === 'img' ? ['http', 'https'] : SCHEMES).includes(scheme)) removed.add(`${scheme}:`);
        } else if (name === 'style' && UNSAFE_STYLE.test(value)) removed.add('style');
      }
    },
    transformTags: {
      '*': (tagName, attribs) => {
        // MJML's Content-Type and X-UA-Compatible stay; a refresh (a redirect) or a cookie does not.
        if (attribs['http-equiv'] !== undefined && !/^(content-type|x-ua-compatible)$/i.test(attribs['http-equiv'])) {
          const { 'http-equiv': _refused, ...rest } = attribs;
          removed.add('http-equiv');
          return { tagName, attribs: rest };
        }
        if (attribs.style && UNSAFE_STYLE.test(attribs.style)) {
          const { style: _unsafe, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs };
      },
    },
  });

  const html = blocks.restore(sanitised);
  const restored = html.replace(token, (match, i: string, offset: number) => {
    const expression = expressions[Number(i)] ?? '';
    // Inside a tag the attribute is double-quoted: the expression's own quotes become single ones.
    const inTag = html.lastIndexOf('<', offset) > html.lastIndexOf('>', offset);
    return inTag ? expression.replace(/"/g, "'") : expression;
  });
  return { html: restored, removed: [...removed].sort() };
}
