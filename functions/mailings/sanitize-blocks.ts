/**
 * Issue 16: what sanitize-html cannot judge but MJML needs — `<style>` blocks (responsive media
 * queries, Outlook fixes) and Outlook's conditional comments (`<!--[if mso | IE]>…<![endif]-->`). They
 * are taken out before sanitising, checked here, and put back as tokens are (like merge fields):
 * the CSS loses whatever could run script or fetch through a scheme other than http(s), and a
 * conditional comment whose HTML holds anything that runs code is dropped whole.
 */

/** CSS that runs script in old clients, binds behaviour, or fetches through a scheme other than http(s). */
const UNSAFE_CSS = /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|url\s*\(\s*['"]?\s*(?!https?:)[a-z][a-z0-9+.-]*:/i;
const IMPORT = /@import\b[^;]*;?/gi;
/** `<style>` attributes kept: `type` and a `media` query of plain characters (MJML writes both). */
const STYLE_ATTRIBUTE = /\b(type|media)\s*=\s*("([^"]*)"|'([^']*)')/gi;
const SAFE_ATTRIBUTE_VALUE = /^[\w\s/():,.-]*$/;

/** Comments and escapes undone, so `expr/**\/ession(` or `\6a avascript:` are read as what a client reads. */
function normaliseCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\\([0-9a-fA-F]{1,6})\s?/g, (_, hex: string) => {
      const code = parseInt(hex, 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    })
    .replace(/\\(.)/g, '$1');
}

/**
 * A style sheet made safe: `@import` removed, each rule or declaration holding unsafe CSS removed
 * (cut at `{`, `}` and `;`, so one bad value costs its declaration, not the sheet), no `<` left.
 */
export function sanitiseCss(css: string, removed: Set<string>): string {
  let text = normaliseCss(css);
  if (IMPORT.test(text)) removed.add('@import');
  text = text.replace(IMPORT, '');
  const pieces = text.split(/([{};])/);
  for (let i = 0; i < pieces.length; i += 2) {
    if (UNSAFE_CSS.test(pieces[i]!)) {
      removed.add('style');
      pieces[i] = '';
    }
  }
  return pieces.join('').replace(/</g, '');
}

function styleTag(attributes: string, css: string, removed: Set<string>): string {
  const kept: string[] = [];
  for (const m of attributes.matchAll(STYLE_ATTRIBUTE)) {
    const value = m[3] ?? m[4] ?? '';
    if (SAFE_ATTRIBUTE_VALUE.test(value)) kept.push(`${m[1]!.toLowerCase()}="${value}"`);
  }
  return `<style${kept.length ? ` ${kept.join(' ')}` : ''}>${sanitiseCss(css, removed)}</style>`;
}

/** What makes a conditional comment's HTML unsafe: elements that run or load code, handlers, other schemes. */
const UNSAFE_IN_COMMENT = [
  /<\s*\/?\s*(script|iframe|frame|frameset|object|embed|applet|form|input|button|textarea|select|link|base|meta|svg|math|template)\b/i,
  /[\s"'/]on[a-z]+\s*=/i,
  /\b(href|src|background|action|formaction|data)\s*=\s*["']?\s*(?!https?:|mailto:)[a-z][a-z0-9+.-]*:/i,
  UNSAFE_CSS,
];
const decodeEntities = (html: string) =>
  html.replace(/&#(x[0-9a-f]+|\d+);?/gi, (_, n: string) => {
    const code = n[0] === 'x' || n[0] === 'X' ? parseInt(n.slice(1), 16) : parseInt(n, 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/** Downlevel-hidden (`<!--[if mso]>…<![endif]-->`) and the markers of downlevel-revealed (`<!--[if !mso]><!-->`, `<!--<![endif]-->`). */
const CONDITIONAL = /<!--\[if ([^\]]{1,60})\]><!-->|<!--<!\[endif\]-->|<!--\[if ([^\]]{1,60})\]>([\s\S]*?)<!\[endif\]-->/g;
const CONDITION = /^[\s!()|&a-z0-9]+$/i;
const STYLE_BLOCK = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;

export interface ProtectedBlocks {
  html: string;
  /** Puts the blocks back; a token found inside a tag (an attribute value) is dropped, never restored there. */
  restore: (sanitised: string) => string;
}

/** Takes `<style>` blocks and conditional comments out of `html` as `<nonce>S<n>Z` tokens. */
export function protectBlocks(html: string, nonce: string, removed: Set<string>): ProtectedBlocks {
  const blocks: string[] = [];
  const token = (block: string) => `${nonce}B${blocks.push(block) - 1}Z`;
  let out = html.replace(STYLE_BLOCK, (_, attributes: string, css: string) => token(styleTag(attributes, css, removed)));
  out = out.replace(CONDITIONAL, (match, revealed?: string, condition?: string, inner?: string) => {
    const cond = revealed ?? condition;
    if (cond !== undefined && !CONDITION.test(cond)) {
      removed.add('comment');
      return '';
    }
    if (inner !== undefined) {
      const plain = decodeEntities(inner.replace(new RegExp(`${nonce}B\\d+Z`, 'g'), ''));
      if (UNSAFE_IN_COMMENT.some((re) => re.test(plain))) {
        removed.add('comment');
        return '';
      }
    }
    return token(match);
  });
  const pattern = new RegExp(`${nonce}B(\\d+)Z`, 'g');
  const restore = (sanitised: string): string => {
    let result = sanitised;
    // Blocks restored inside blocks (a <style> in a conditional comment): at most two rounds.
    for (let round = 0; round < 2 && result.includes(`${nonce}B`); round++) {
      const current = result;
      result = current.replace(pattern, (_, i: string, offset: number) => {
        const inTag = current.lastIndexOf('<', offset) > current.lastIndexOf('>', offset);
        return inTag ? '' : (blocks[Number(i)] ?? '');
      });
    }
    return result;
  };
  return { html: out, restore };
}
