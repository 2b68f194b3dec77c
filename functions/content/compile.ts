import { convert } from 'html-to-text';
import mjml2html from 'mjml';
import { parse as parseHtml } from 'parse5';
import type { ContentBody, SourceProblem, StoredContent } from '@shared/schemas/content';
import { ValidationError } from '@functions/platform/errors';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';

/**
 * Issue 16: one place turns what the editor sends into what is stored and sent, for templates and
 * mailings alike. Visual content is MJML compiled here by the `mjml` package (the version the
 * editor's canvas runs), so what is previewed is what is sent; HTML content is taken as written.
 * Either way the HTML is sanitised as the delivery engine requires, and the text part is generated
 * from it unless the user wrote their own.
 */

/** MJML's own validation, strict: a source with errors is refused with their lines, never stored half-converted. */
export function compileMjml(source: string): { html?: string; problems: SourceProblem[] } {
  try {
    // ignoreIncludes: `<mj-include path="/etc/passwd">` would otherwise read the server's files into the e-mail.
    const out = mjml2html(source, { validationLevel: 'strict', keepComments: false, ignoreIncludes: true });
    return { html: out.html, problems: out.errors.map((e) => ({ line: e.line, message: e.message })) };
  } catch (error) {
    const details = (error as { errors?: { line?: number; message: string }[] }).errors;
    if (details?.length) return { problems: details.map((e) => ({ line: e.line, message: e.message })) };
    return { problems: [{ message: (error as Error).message }] };
  }
}

/**
 * Tokenizer errors of parse5 that change what the message shows (a tag or comment never closed
 * swallows the rest, a quote missing merges attributes); benign ones (no doctype, a stray end tag,
 * a duplicate attribute) are what every mail client repairs alike, so they are not reported.
 */
const HTML_ERRORS_THAT_MATTER = new Set([
  'eof-in-tag',
  'eof-in-comment',
  'eof-in-script-html-comment-like-text',
  'missing-attribute-value',
  'missing-whitespace-between-attributes',
  'unexpected-character-in-attribute-name',
  'unexpected-equals-sign-before-attribute-name',
  'unexpected-character-in-unquoted-attribute-value',
  'unexpected-null-character',
  'eof-in-cdata',
]);

/** Malformed HTML, with the line of each problem (the HTML editor's content, checked before it is stored). */
export function htmlProblems(html: string): SourceProblem[] {
  const problems: SourceProblem[] = [];
  parseHtml(html, {
    onParseError: (error) => {
      if (HTML_ERRORS_THAT_MATTER.has(error.code) && problems.length < 20) problems.push({ line: error.startLine, message: error.code });
    },
  });
  return problems;
}

/** `{{ calendar_url }}` (with or without spaces and filters): the content links its event's .ics file. */
export const usesCalendarUrl = (text: string) => /\{\{-?\s*calendar_url\b/.test(text);

/** The text part generated from HTML: links kept as "text [url]", images dropped, merge fields intact. */
export function textFromHtml(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}

export interface PreparedContent {
  stored: StoredContent;
  /** What the sanitiser removed, each once (answered to the editor). */
  removed: string[];
}

/**
 * 400 VALIDATION_FAILED with CONTENT_MJML_INVALID or CONTENT_HTML_INVALID (line, message) per problem of
 * the source, or CONTENT_CALENDAR_WITHOUT_EVENT (`{{ calendar_url }}` with no event to link).
 */
export function prepareEmailContent(body: ContentBody): PreparedContent {
  const mode = body.mode ?? 'html';
  let html = body.html ?? '';
  if (mode === 'visual') {
    const compiled = compileMjml(body.mjml ?? '');
    if (compiled.problems.length || !compiled.html) {
      throw new ValidationError(
        compiled.problems.map((p) => ({
          path: 'mjml',
          code: 'CONTENT_MJML_INVALID' as const,
          params: { line: p.line ?? 0, message: p.message },
        })),
      );
    }
    html = compiled.html;
  } else {
    const problems = htmlProblems(html);
    if (problems.length) {
      throw new ValidationError(
        problems.map((p) => ({ path: 'html', code: 'CONTENT_HTML_INVALID' as const, params: { line: p.line ?? 0, message: p.message } })),
      );
    }
  }
  if (!body.event && [html, body.textCustom ? (body.text ?? '') : '', body.preheader ?? ''].some(usesCalendarUrl))
    throw ValidationError.field('event', 'CONTENT_CALENDAR_WITHOUT_EVENT');
  const sanitised = sanitiseMailingHtml(html);
  const textCustom = Boolean(body.textCustom && body.text?.trim());
  const stored: StoredContent = {
    mode,
    ...(mode === 'visual' ? { mjml: body.mjml } : {}),
    html: sanitised.html,
    text: textCustom ? body.text! : textFromHtml(sanitised.html),
    textCustom,
    ...(body.preheader ? { preheader: body.preheader } : {}),
    ...(body.utm ? { utm: body.utm } : {}),
    ...(body.event ? { event: body.event } : {}),
  };
  return { stored, removed: sanitised.removed };
}
