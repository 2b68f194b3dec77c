import type { PropertyDef } from '@shared/properties';
import type { Branding } from '@shared/schemas/branding';
import type { Consent, SignupField, SignupLanguage } from '@shared/schemas/signup';
import { publicPage } from '@functions/branding/public-page';
import { serverT, type LooseT } from '@functions/platform/i18n';
import { escapeHtml } from '@functions/sending/segments';

/**
 * The hosted sign-up pages (issue 15), in the form's language, inside the account's branded shell
 * (branding/public-page.ts). Plain HTML forms, no script: they work wherever HTML does, and the
 * embeddable snippet (embedSnippet) is the same form posting to the same address.
 */

/** Field names of the post besides the form's own fields: the render stamp and the honeypot. */
export const STAMP_FIELD = '_ts';
export const HONEYPOT_FIELD = 'website';
export const consentField = (id: string) => `consent_${id}`;

export interface FieldView extends SignupField {
  def: PropertyDef;
}

export interface FormView {
  title: string;
  language: SignupLanguage;
  action: string;
  fields: FieldView[];
  consents: Consent[];
  branding: Branding;
  /** The account's logo, shown above the title. */
  logoUrl?: string;
  /** The account's terms and privacy policy (company settings, documents), linked under the form. */
  documents: { terms?: string; privacy?: string };
}

const words = (lang: SignupLanguage) => serverT(lang === 'pl' ? 'pl' : 'en');
const loose = (lang: SignupLanguage) => words(lang) as unknown as LooseT;

export function fieldLabel(lang: SignupLanguage, def: PropertyDef): string {
  const t = loose(lang);
  if (def.kind === 'base') return t(`fields.${def.id}`, { ns: 'subscriberFields', defaultValue: def.displayName });
  if (def.personalProperty) return t(`personal.${def.id}`, { ns: 'subscriberFields', defaultValue: def.displayName });
  return def.displayName || def.name;
}

const INPUT_TYPES: Partial<Record<PropertyDef['type'], string>> = { email: 'email', gsm: 'tel', date: 'date', int: 'number' };

function input(view: FormView, f: FieldView, value: string | string[] | undefined): string {
  const id = `f-${escapeHtml(f.propertyId)}`;
  const name = escapeHtml(f.propertyId);
  const req = f.required ? ' required' : '';
  if (f.def.type === 'list')
    return `<select id="${id}" name="${name}"${req}><option value=""></option>${(f.def.values ?? [])
      .map((v) => `<option${v === value ? ' selected' : ''}>${escapeHtml(v)}</option>`)
      .join('')}</select>`;
  if (f.def.type === 'multilist') {
    const chosen = Array.isArray(value) ? value : value ? [value] : [];
    return (f.def.values ?? [])
      .map(
        (v) =>
          `<label class="check"><input type="checkbox" name="${name}" value="${escapeHtml(v)}"${chosen.includes(v) ? ' checked' : ''}>${escapeHtml(v)}</label>`,
      )
      .join('');
  }
  const type = INPUT_TYPES[f.def.type] ?? 'text';
  const max = f.def.maxChar ? ` maxlength="${f.def.maxChar}"` : '';
  const text = Array.isArray(value) ? value.join(', ') : (value ?? '');
  return `<input id="${id}" name="${name}" type="${type}"${max}${req} value="${escapeHtml(text)}">`;
}

const note = (text: string | undefined, cls = 'error') => (text ? `<p class="${cls}" role="alert">${escapeHtml(text)}</p>` : '');

/** The form's inner HTML (labels, inputs, consents, honeypot, button), shared by the hosted page and the snippet. */
function formFields(
  view: FormView,
  state: { values?: Record<string, string | string[]>; errors?: Record<string, string>; stamp?: string },
) {
  const t = words(view.language);
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const fields = view.fields
    .map((f) => {
      const label = `${escapeHtml(fieldLabel(view.language, f.def))}${f.required ? ` <span class="note">(${t('signup.required')})</span>` : ''}`;
      const forAttr = f.def.type === 'multilist' ? '' : ` for="f-${escapeHtml(f.propertyId)}"`;
      return `<label${forAttr}>${label}</label>${input(view, f, values[f.propertyId])}${note(errors[f.propertyId])}`;
    })
    .join('\n');
  const consents = view.consents
    .map((c) => {
      const name = consentField(c.id);
      const checked = values[name] ? ' checked' : '';
      return `<label class="check"><input type="checkbox" name="${name}" value="yes"${checked}${c.required ? ' required' : ''}><span>${escapeHtml(c.text)}${
        c.required ? ` <span class="note">(${t('signup.required')})</span>` : ''
      }</span></label>${note(errors[name])}`;
    })
    .join('\n');
  // Off-screen rather than display:none: some bots skip fields they can tell are hidden.
  const honeypot = `<div style="position:absolute;left:-10000px" aria-hidden="true"><label for="f-${HONEYPOT_FIELD}">${t('signup.honeypot')}</label><input id="f-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>`;
  const stamp = state.stamp ? `<input type="hidden" name="${STAMP_FIELD}" value="${escapeHtml(state.stamp)}">` : '';
  const links = (['terms', 'privacy'] as const)
    .flatMap((kind) => {
      const href = view.documents[kind];
      return href
        ? [
            `<a href="${escapeHtml(href)}" target="_blank" rel="noopener">${t(kind === 'terms' ? 'signup.termsLink' : 'signup.privacyLink')}</a>`,
          ]
        : [];
    })
    .join(' · ');
  const documents = links ? `<p class="note">${links}</p>` : '';
  return `${fields}\n${consents ? `<fieldset>${consents}</fieldset>` : ''}${documents}${honeypot}${stamp}<p><button type="submit">${t('signup.send')}</button></p>`;
}

export const signupPages = {
  form(
    view: FormView,
    state: { values?: Record<string, string | string[]>; errors?: Record<string, string>; stamp: string; message?: string },
  ): string {
    // No action: the page posts to itself, whatever host it was opened on (the CSP's form-action 'self').
    const body = `${note(state.message)}<form method="post" novalidate>${formFields(view, state)}</form>`;
    return publicPage({
      lang: view.language,
      title: view.title,
      body,
      branding: view.branding,
      ...(view.logoUrl ? { logoUrl: view.logoUrl } : {}),
    });
  },

  message(lang: SignupLanguage, title: string, text: string, branding: Branding, role: 'status' | 'alert' = 'status'): string {
    const paragraphs = text
      .split(/\n+/)
      .filter((p) => p.trim())
      .map((p) => `<p role="${role}">${escapeHtml(p)}</p>`)
      .join('');
    return publicPage({ lang, title, body: paragraphs, branding });
  },

  /** The confirmation link opens this: a button posts the confirmation (mail scanners follow links, they do not press buttons). */
  confirm(lang: SignupLanguage, branding: Branding): string {
    const t = words(lang);
    const body = `<p>${escapeHtml(t('signup.confirmText'))}</p><form method="post"><button type="submit">${escapeHtml(t('signup.confirmButton'))}</button></form>`;
    return publicPage({ lang, title: t('signup.confirmTitle'), body, branding });
  },

  /** The snippet to paste into a website: the same form, unstyled, without a stamp (the hosted page asks to check and send). */
  embed(view: FormView): string {
    return `<form method="post" action="${escapeHtml(view.action)}" accept-charset="utf-8">\n${formFields(view, {})}\n</form>`;
  },
};

export const signupWords = words;
