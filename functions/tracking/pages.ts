import type { Branding } from '@shared/schemas/branding';
import { DEFAULT_BRANDING } from '@shared/schemas/branding';
import { publicPage } from '@functions/branding/public-page';
import { serverT } from '@functions/platform/i18n';
import { escapeHtml } from '@functions/sending/segments';

/**
 * The public unsubscribe and preference pages, in Polish or English by the browser's
 * Accept-Language, in the account's branding (functions/branding/public-page.ts); the words are
 * shared/i18n/<lang>/server.json's (`unsubscribe`), the one set of translations of the product.
 */
export type PageLanguage = 'pl' | 'en';

export function pickLanguage(acceptLanguage: string | undefined): PageLanguage {
  const first = (acceptLanguage ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'pl';
}

export const words = (lang: PageLanguage) => serverT(lang === 'pl' ? 'pl' : 'en-US');

/** Who sees the page: its language and the account's look (the product's own when the link says no account). */
export interface PageLook {
  lang: PageLanguage;
  branding: Branding;
  logoUrl?: string;
}

export const plainLook = (lang: PageLanguage): PageLook => ({ lang, branding: DEFAULT_BRANDING });

/** One list or multilist property on the preference page, with the subscriber's current value. */
export interface PreferenceField {
  id: string;
  label: string;
  multiple: boolean;
  values: readonly string[];
  chosen: readonly string[];
}

export interface UnsubscribeOffer {
  /** The reasons to choose from; none when the account does not ask. */
  reasons: readonly string[];
  /** Where the preference page is, when the account offers it. */
  preferencesHref?: string;
}

const page = (look: PageLook, title: string, body: string) => publicPage({ ...look, title, body });
const title = (look: PageLook) => words(look.lang)('unsubscribe.title');
const unsubscribeButton = (look: PageLook) => `<button type="submit">${escapeHtml(words(look.lang)('unsubscribe.button'))}</button>`;

function reasonFields(look: PageLook, reasons: readonly string[]): string {
  if (reasons.length === 0) return '';
  const t = words(look.lang);
  const radio = (value: string, label: string, checked = false) =>
    `<label class="check"><input type="radio" name="reason" value="${value}"${checked ? ' checked' : ''}>${escapeHtml(label)}</label>`;
  return (
    `<fieldset><legend>${escapeHtml(t('unsubscribe.reasonLegend'))}</legend>` +
    radio('', t('unsubscribe.noReason'), true) +
    reasons.map((r, i) => radio(String(i), r)).join('') +
    `<label for="comment">${escapeHtml(t('unsubscribe.comment'))}</label><textarea id="comment" name="comment" rows="3" maxlength="500"></textarea></fieldset>`
  );
}

function preferenceInputs(field: PreferenceField, look: PageLook): string {
  const id = escapeHtml(field.id);
  const name = `p.${id}`;
  const option = (value: string, type: 'radio' | 'checkbox', checked: boolean, label = value) =>
    `<label class="check"><input type="${type}" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}>${escapeHtml(label)}</label>`;
  const inputs = field.multiple
    ? field.values.map((v) => option(v, 'checkbox', field.chosen.includes(v)))
    : [
        option('', 'radio', field.chosen.length === 0, words(look.lang)('unsubscribe.none')),
        ...field.values.map((v) => option(v, 'radio', field.chosen.includes(v))),
      ];
  // An empty hidden value makes "nothing ticked" arrive as a choice, not as a field left out.
  return `<fieldset><legend>${escapeHtml(field.label)}</legend><input type="hidden" name="${name}" value="">${inputs.join('')}</fieldset>`;
}

export const pages = {
  confirm: (look: PageLook, offer: UnsubscribeOffer = { reasons: [] }) => {
    const t = words(look.lang);
    const preferences = offer.preferencesHref
      ? `<p class="note">${escapeHtml(t('unsubscribe.preferencesOffer'))}</p><p><a class="button secondary" href="${escapeHtml(offer.preferencesHref)}">${escapeHtml(t('unsubscribe.preferencesLink'))}</a></p>`
      : '';
    return page(
      look,
      title(look),
      `<p>${escapeHtml(t('unsubscribe.confirm'))}</p><form method="post"><input type="hidden" name="action" value="unsubscribe">` +
        `${reasonFields(look, offer.reasons)}${unsubscribeButton(look)}</form>${preferences}`,
    );
  },
  done: (look: PageLook) => page(look, title(look), `<p role="status">${escapeHtml(words(look.lang)('unsubscribe.done'))}</p>`),
  notFound: (look: PageLook) => page(look, title(look), `<p>${escapeHtml(words(look.lang)('unsubscribe.notFound'))}</p>`),
  /** The account's data is being moved (a migration refuses writes for a while): the form stays to send again. */
  later: (look: PageLook, withForm = true) =>
    page(
      look,
      title(look),
      `<p role="alert">${escapeHtml(words(look.lang)('unsubscribe.later'))}</p>` +
        (withForm ? `<form method="post"><input type="hidden" name="action" value="unsubscribe">${unsubscribeButton(look)}</form>` : ''),
    ),
  preferences: (
    look: PageLook,
    fields: readonly PreferenceField[],
    unsubscribeHref: string,
    state: 'form' | 'saved' | 'invalid' = 'form',
  ) => {
    const t = words(look.lang);
    const notice =
      state === 'saved'
        ? `<p role="status" class="ok">${escapeHtml(t('unsubscribe.preferencesSaved'))}</p>`
        : state === 'invalid'
          ? `<p role="alert" class="error">${escapeHtml(t('unsubscribe.preferencesInvalid'))}</p>`
          : '';
    return page(
      look,
      t('unsubscribe.preferencesTitle'),
      `${notice}<p>${escapeHtml(t('unsubscribe.preferencesIntro'))}</p><form method="post">${fields.map((f) => preferenceInputs(f, look)).join('')}` +
        `<button type="submit">${escapeHtml(t('unsubscribe.preferencesSave'))}</button></form>` +
        `<p class="note">${escapeHtml(t('unsubscribe.preferencesLeave'))} <a href="${escapeHtml(unsubscribeHref)}">${escapeHtml(t('unsubscribe.button'))}</a></p>`,
    );
  },
};
