/**
 * What the unsubscribe and preference forms send, read from the POST body. A POST that is not the
 * page's form (RFC 8058's `List-Unsubscribe=One-Click` from a mail client, or anything else) is a
 * plain unsubscribe: the one click never asks anything.
 */
export interface UnsubscribeForm {
  /** The reason's words as the page offered them, or none. */
  reason?: string;
  comment?: string;
}

const COMMENT_MAX = 500;
// Control characters and direction overrides: the comment is shown in the subscriber's history as one line.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]+/g;

export function formBody(body: string | undefined, base64: boolean | undefined): URLSearchParams {
  const text = body ? (base64 ? Buffer.from(body, 'base64').toString('utf8') : body) : '';
  // A form's body is small; a larger one is no form of ours and reads as none.
  return new URLSearchParams(text.length > 20_000 ? '' : text);
}

export function readUnsubscribeForm(form: URLSearchParams, reasons: readonly string[]): UnsubscribeForm {
  if (form.get('action') !== 'unsubscribe' || reasons.length === 0) return {};
  const index = form.get('reason') ?? '';
  const reason = /^\d{1,2}$/.test(index) ? reasons[Number(index)] : undefined;
  const comment = (form.get('comment') ?? '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, COMMENT_MAX);
  return { ...(reason ? { reason } : {}), ...(comment ? { comment } : {}) };
}

/** The values chosen for each offered property (`p.<id>`); a property the form left out keeps its value. */
export function readPreferences(
  form: URLSearchParams,
  fields: readonly { id: string; multiple: boolean }[],
): Record<string, string | string[] | null> {
  const out: Record<string, string | string[] | null> = {};
  for (const field of fields) {
    const name = `p.${field.id}`;
    if (!form.has(name)) continue;
    const values = form.getAll(name).filter((v) => v !== '');
    out[field.id] = field.multiple ? values : (values[0] ?? null);
  }
  return out;
}
