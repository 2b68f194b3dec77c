/**
 * What a piece of typed text may hold, by the kind of field it is in. Every text field of the API
 * (shared/validation.ts builds their schemas), every subscriber text property (shared/properties.ts,
 * so the form, the API and imports agree) and the API's central check of request bodies use these
 * rules, so one character is refused everywhere with the same code.
 *
 * - `name`: a single line that names something (a user, a segment, a mailing); besides the
 *   single-line rules, none of spec section 5's `< > /`.
 * - `singleLine`: subjects, sender names, labels, file names, opaque tokens. No control characters
 *   at all (a tab or line break here is a paste accident at best, header injection at worst), no
 *   bidirectional embeddings, overrides or isolates (they make "gpj.exe" look like "exe.jpg").
 * - `multiLine`: notes, comments, feedback: tab, CR and LF allowed, the rest as single-line.
 * - `content`: a mailing's HTML, an SMS text. They may carry any formatting an author meant,
 *   right-to-left marks and overrides included; refused is only what is never text (NUL and other
 *   C0 controls but tab, CR and LF).
 *
 * Everywhere, a lone UTF-16 surrogate (half of an astral character, which JSON's `\ud800` can
 * smuggle in) is refused: it cannot be stored or sent as UTF-8. Text other than content must show
 * something: a value made only of spaces and invisible characters (zero-width spaces, joiners,
 * word joiners, byte order marks, Hangul fillers, the blank Braille pattern) names nothing.
 */
export type TextKind = 'name' | 'singleLine' | 'multiLine' | 'content';
export const TEXT_KINDS: readonly TextKind[] = ['name', 'singleLine', 'multiLine', 'content'];

export type TextProblem = 'VALIDATION_FORBIDDEN_CHARACTERS' | 'VALIDATION_LINE_BREAK' | 'VALIDATION_NO_VISIBLE_CHARACTERS';

/** Without the `u` flag a regex sees UTF-16 code units, so unpaired halves can be found. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Never text: NUL and the C0 controls but tab, LF and CR. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEVER_TEXT = /[\x00-\x08\x0B\x0C\x0E-\x1F]/;

/**
 * Refused in every kind but content: the line-break-free controls above plus DEL and the C1
 * controls (U+0085 is a line break in some decoders), bidirectional embeddings and overrides
 * (U+202A–U+202E) and isolates (U+2066–U+2069), the Unicode line and paragraph separators, a byte
 * order mark inside text, interlinear annotation marks and the two non-characters U+FFFE/U+FFFF.
 * Left-to-right and right-to-left marks (U+200E, U+200F) stay: right-to-left writers need them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_IN_TEXT = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\uFFF9-\uFFFB\uFFFE\uFFFF]/;

const TAB = /\t/;
const LINE_BREAK = /[\r\n]/;
/** Spec section 5: names may not contain these characters. */
export const FORBIDDEN_NAME_CHARS = /[<>/]/;

/** A character that shows: neither white space, nor a control, nor one Unicode says to ignore when drawing. */
const VISIBLE = /[^\p{White_Space}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** True when the text holds half of a surrogate pair without its other half. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/**
 * The first rule `text` breaks for a field of this kind, or null. Empty text is fine here (whether
 * a field may be empty is its length rule's business).
 */
export function textProblem(text: string, kind: TextKind): TextProblem | null {
  // Imports check millions of cells: text of printable ASCII, spaces and Latin letters (Polish ones
  // among them), which is nearly all of it, needs none of the patterns below.
  let visible = false;
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c > 0x20 && c < 0x7f) || (c >= 0xc0 && c <= 0x24f)) visible = true;
    else if (c !== 0x20) {
      plain = false;
      break;
    }
  }
  if (plain) {
    if (kind === 'name' && FORBIDDEN_NAME_CHARS.test(text)) return 'VALIDATION_FORBIDDEN_CHARACTERS';
    return kind !== 'content' && text.length > 0 && !visible ? 'VALIDATION_NO_VISIBLE_CHARACTERS' : null;
  }
  if (hasLoneSurrogate(text)) return 'VALIDATION_FORBIDDEN_CHARACTERS';
  if (kind === 'content') return NEVER_TEXT.test(text) ? 'VALIDATION_FORBIDDEN_CHARACTERS' : null;
  if (NOT_IN_TEXT.test(text)) return 'VALIDATION_FORBIDDEN_CHARACTERS';
  if (kind !== 'multiLine') {
    if (LINE_BREAK.test(text)) return 'VALIDATION_LINE_BREAK';
    if (TAB.test(text)) return 'VALIDATION_FORBIDDEN_CHARACTERS';
  }
  if (kind === 'name' && FORBIDDEN_NAME_CHARS.test(text)) return 'VALIDATION_FORBIDDEN_CHARACTERS';
  if (text.length > 0 && !VISIBLE.test(text)) return 'VALIDATION_NO_VISIBLE_CHARACTERS';
  return null;
}

/**
 * Replaces what a single-line name may not hold with `_` (the web does it to a chosen file's name
 * before uploading it, so a file named by another system is not refused for its name alone).
 */
export function toSafeName(text: string): string {
  // Array.from walks code points: a pair stays whole, a lone half is one (refused) character.
  return Array.from(text, (c) => {
    const problem = textProblem(c, 'name');
    return problem === 'VALIDATION_FORBIDDEN_CHARACTERS' || problem === 'VALIDATION_LINE_BREAK' ? '_' : c;
  }).join('');
}
