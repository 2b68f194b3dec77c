import { ulid } from 'ulid';
import {
  MESSAGE_LANGUAGES,
  type Footer,
  type FooterBody,
  type FooterList,
  type MailingFooter,
  type MailingFooters,
  type MessageLanguage,
} from '@shared/schemas/footers';
import { FOOTER_LIMITS, hasUnsubscribeLink, messageLanguageOf } from '@shared/rules/footers';
import { accountSettings } from '@functions/accounts/settings-service';
import { brandingRepository } from '@functions/branding/repository';
import { sanitiseMailingHtml } from '@functions/mailings/sanitize';
import { companyProfile } from '@functions/onboarding/repository';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { propertiesService } from '@functions/properties/service';
import type { CompanyAddress } from '@functions/sending/footer';
import { fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { usersRepository } from '@functions/users/repository';
import { defaultFooterHtml } from './default-footer';
import { footersRepository, type FooterRecord, type FootersHead, type FootersState } from './repository';

type Actor = Pick<Principal, 'accountId' | 'userId'>;

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** The company's name and postal address (the COMPANY item onboarding and company settings write). */
export async function companyAddress(accountId: string): Promise<CompanyAddress | undefined> {
  const company = await companyProfile(accountId);
  return company
    ? { name: text(company.name), address: text(company.address), postalCode: text(company.postalCode), city: text(company.city) }
    : undefined;
}

/** The product's default footer of each language for this account (its company, its branding's unsubscribe words). */
async function starters(accountId: string): Promise<Record<MessageLanguage, string>> {
  const [company, branding] = await Promise.all([companyAddress(accountId), brandingRepository.get(accountId)]);
  return {
    pl: defaultFooterHtml('pl', company, branding.unsubscribeLabel),
    en: defaultFooterHtml('en', company, branding.unsubscribeLabel),
  };
}

async function limitOf(accountId: string): Promise<number> {
  const account = await usersRepository.getAccount(accountId);
  return FOOTER_LIMITS[account?.plan ?? 'trial'];
}

/**
 * One default per language: a default that no longer names a footer of its language (deleted, or
 * moved to another language) passes to the oldest footer of that language, or to none.
 */
function settleDefaults(defaults: FootersHead['defaults'], items: readonly FooterRecord[]): FootersHead['defaults'] {
  const out: FootersHead['defaults'] = {};
  for (const language of MESSAGE_LANGUAGES) {
    const own = items.filter((f) => f.language === language);
    const current = defaults[language];
    const id = own.some((f) => f.id === current) ? current : own[0]?.id;
    if (id) out[language] = id;
  }
  return out;
}

const toDto = (record: FooterRecord, head: FootersHead): Footer => ({
  id: record.id,
  name: record.name,
  language: record.language,
  html: record.html,
  isDefault: head.defaults[record.language] === record.id,
  hasUnsubscribeLink: hasUnsubscribeLink(record.html),
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** Sanitised as mailing HTML is, and every merge field one the account has (an unknown one is refused, named). */
async function prepareHtml(accountId: string, input: string): Promise<{ html: string; removed: string[] }> {
  const { html, removed } = sanitiseMailingHtml(input);
  const problems = templateProblems('html', html, fieldNames(await propertiesService.all(accountId)));
  if (problems.length) throw new ValidationError(problems);
  return { html, removed };
}

/** Tries of one change of the set before it answers FOOTERS_CHANGED_MEANWHILE. */
const CHANGE_ATTEMPTS = 8;

/**
 * Runs one change of the set against a fresh read, again when another change landed first (the
 * head's version moved): the plan limit and the defaults are always judged on the set as written.
 */
async function change(
  accountId: string,
  plan: (state: FootersState) => { put?: FooterRecord; deleteId?: string; makeDefault?: boolean },
): Promise<{ record?: FooterRecord; head: FootersHead }> {
  for (let attempt = 0; attempt < CHANGE_ATTEMPTS; attempt++) {
    // Apart a little after a lost race: changes that collide at once (DynamoDB may cancel both
    // transactions of a conflict) would otherwise collide again on every try.
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 80));
    const state = await footersRepository.state(accountId);
    const { put, deleteId, makeDefault } = plan(state);
    const items = [...state.items.filter((f) => f.id !== put?.id && f.id !== deleteId), ...(put ? [put] : [])].sort((a, b) =>
      a.id.localeCompare(b.id),
    );
    const defaults = settleDefaults(put && makeDefault ? { ...state.head.defaults, [put.language]: put.id } : state.head.defaults, items);
    if (await footersRepository.commit(accountId, state.head, { put, deleteId, defaults })) {
      return { record: put, head: { version: state.head.version + 1, defaults } };
    }
  }
  throw new ConflictError('FOOTERS_CHANGED_MEANWHILE');
}

const find = (state: FootersState, id: string): FooterRecord => {
  const record = state.items.find((f) => f.id === id);
  if (!record) throw new NotFoundError('FOOTER_NOT_FOUND');
  return record;
};

export const footersService = {
  async list(accountId: string): Promise<FooterList> {
    const [state, max, starting] = await Promise.all([footersRepository.state(accountId), limitOf(accountId), starters(accountId)]);
    return {
      items: state.items.map((f) => toDto(f, state.head)),
      limit: { max, used: state.items.length },
      starters: starting,
    };
  },

  /** 403 FEATURE_LIMIT_REACHED (`limit: 'footers'`) when the plan's footers are all used. */
  async create(actor: Actor, body: FooterBody): Promise<Footer> {
    const [{ html, removed }, max] = await Promise.all([prepareHtml(actor.accountId, body.html), limitOf(actor.accountId)]);
    const at = nowIso();
    const record: FooterRecord = {
      id: ulid(),
      name: body.name,
      language: body.language,
      html,
      createdAt: at,
      updatedAt: at,
      updatedBy: actor.userId,
    };
    const { head } = await change(actor.accountId, (state) => {
      if (state.items.length >= max) throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'footers', max, used: state.items.length });
      return { put: record, makeDefault: body.isDefault === true };
    });
    return { ...toDto(record, head), sanitized: { removed } };
  },

  async update(actor: Actor, id: string, body: FooterBody): Promise<Footer> {
    const { html, removed } = await prepareHtml(actor.accountId, body.html);
    const { record, head } = await change(actor.accountId, (state) => {
      const before = find(state, id);
      const put = { ...before, name: body.name, language: body.language, html, updatedAt: nowIso(), updatedBy: actor.userId };
      return { put, makeDefault: body.isDefault === true };
    });
    return { ...toDto(record!, head), sanitized: { removed } };
  },

  /** Makes the footer its language's default (the former default stays, as an ordinary footer). */
  async setDefault(actor: Actor, id: string): Promise<Footer> {
    const { record, head } = await change(actor.accountId, (state) => ({ put: find(state, id), makeDefault: true }));
    return toDto(record!, head);
  },

  /** Deleting a language's default makes its oldest other footer the default; without one, sending uses the product's default footer. */
  async remove(actor: Actor, id: string): Promise<{ deleted: true }> {
    await change(actor.accountId, (state) => ({ deleteId: find(state, id).id }));
    return { deleted: true };
  },

  /** What each language's mailings carry now (the mailing editor's preview and its unsubscribe-link check). */
  async forMailings(accountId: string): Promise<MailingFooters> {
    const [state, starting, accountLanguage] = await Promise.all([
      footersRepository.state(accountId),
      starters(accountId),
      accountSettings.messageLanguage(accountId),
    ]);
    const of = (language: MessageLanguage): MailingFooter => {
      const id = state.head.defaults[language];
      const own = id ? state.items.find((f) => f.id === id) : undefined;
      const html = own?.html ?? starting[language];
      return { name: own?.name ?? null, html, hasUnsubscribeLink: hasUnsubscribeLink(html) };
    };
    return { pl: of('pl'), en: of('en'), defaultLanguage: messageLanguageOf(accountLanguage) };
  },

  /**
   * The footer a mailing in `language` carries: the account's default footer of that language, or
   * the product's default (company, address, unsubscribe link) when it has none.
   */
  async forSending(accountId: string, language: MessageLanguage): Promise<string> {
    const state = await footersRepository.state(accountId);
    const id = state.head.defaults[language];
    const own = id ? state.items.find((f) => f.id === id) : undefined;
    return own ? own.html : (await starters(accountId))[language];
  },
};
