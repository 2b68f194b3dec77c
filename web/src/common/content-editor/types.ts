import type { ContentBody, EditorMode, StoredContent } from '@shared/schemas/content';

/** An event as the form holds it: datetime-local strings, turned into ISO on save. */
export interface EventDraft {
  title: string;
  description: string;
  start: string;
  end: string;
  location: string;
  organiser: string;
}

/** An e-mail's content as the editor holds it (shared by mailings and templates). */
export interface ContentDraft {
  mode: EditorMode;
  mjml: string;
  html: string;
  text: string;
  textCustom: boolean;
  preheader: string;
  utm: { source: string; medium: string; campaign: string };
  event: EventDraft | null;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** A fresh visual e-mail: one section with a heading and the unsubscribe link the sending needs. */
export const blankMjml = (heading: string, unsubscribe: string) => `<mjml>
  <mj-body>
    <mj-section>
      <mj-column>
        <mj-text font-size="20px" line-height="1.4">${escape(heading)}</mj-text>
        <mj-text font-size="12px" color="#687078"><a href="{{ unsubscribe_url }}">${escape(unsubscribe)}</a></mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const local = (iso: string | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  // datetime-local reads the user's own clock: the offset is taken off before cutting the seconds.
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const iso = (value: string) => {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
};

/** What the editor starts from, given the stored content (absent fields: an HTML e-mail, as before issue 16). */
export function draftOfContent(c: Partial<StoredContent> & { html?: string }): ContentDraft {
  return {
    mode: c.mode ?? 'html',
    mjml: c.mjml ?? '',
    html: c.html ?? '',
    text: c.text ?? '',
    textCustom: c.textCustom ?? false,
    preheader: c.preheader ?? '',
    utm: { source: c.utm?.source ?? '', medium: c.utm?.medium ?? '', campaign: c.utm?.campaign ?? '' },
    event: c.event
      ? {
          title: c.event.title,
          description: c.event.description ?? '',
          start: local(c.event.start),
          end: local(c.event.end),
          location: c.event.location ?? '',
          organiser: c.event.organiser ?? '',
        }
      : null,
  };
}

const opt = (v: string) => (v.trim() === '' ? undefined : v);

/** What is sent to the API: visual sends its MJML (the server compiles it), the text only when it is the user's own. */
export function contentBodyOf(d: ContentDraft): ContentBody {
  const utm = { source: opt(d.utm.source), medium: opt(d.utm.medium), campaign: opt(d.utm.campaign) };
  return {
    mode: d.mode,
    mjml: d.mode === 'visual' ? d.mjml : undefined,
    html: d.mode === 'html' ? d.html : undefined,
    text: d.textCustom ? d.text : undefined,
    textCustom: d.textCustom,
    preheader: opt(d.preheader),
    utm: utm.source || utm.medium || utm.campaign ? utm : undefined,
    event: d.event
      ? {
          title: d.event.title,
          description: opt(d.event.description),
          start: iso(d.event.start),
          end: iso(d.event.end),
          location: opt(d.event.location),
          organiser: opt(d.event.organiser),
        }
      : null,
  };
}

/** The source the history diff compares: MJML in visual mode, HTML otherwise. */
export const sourceOf = (c: { mode?: EditorMode; mjml?: string; html?: string }) => (c.mode === 'visual' ? c.mjml : c.html) ?? '';
