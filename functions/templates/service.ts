import { ulid } from 'ulid';
import type { ContentBody, StoredContent } from '@shared/schemas/content';
import type { Template, TemplateBody, TemplateSummary } from '@shared/schemas/templates';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import { messageLanguageOf } from '@shared/rules/footers';
import { prepareEmailContent } from '@functions/content/compile';
import { nowIso } from '@functions/platform/dynamo';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { propertiesService } from '@functions/properties/service';
import { accountSettings } from '@functions/accounts/settings-service';
import { restorePoints, type RestoreReason } from './history';
import { templatesRepository, type TemplateHead, type TemplateRecord } from './repository';
import { checkedTags } from './tags';

/**
 * Templates (spec section 3, issue 16): their rules live here. Content goes through the one content
 * compiler (functions/content/compile.ts) as mailings' does, and unknown merge fields are refused
 * as they are for mailings, so a mailing made from a template saves as the template did. Every
 * create and save records a restore point (./history.ts).
 */
export type Actor = Pick<Principal, 'accountId' | 'userId' | 'email'>;

export function summaryOf(head: TemplateHead): TemplateSummary {
  return {
    id: head.id,
    name: head.name,
    ...(head.description ? { description: head.description } : {}),
    dir: head.dir,
    type: head.mode,
    freeze: head.freeze,
    canDelete: head.usedBy === 0,
    tags: head.tags,
    ...(head.headers.subject ? { subject: head.headers.subject } : {}),
    createdAt: head.createdAt,
    ...(head.createdBy ? { createdBy: head.createdBy } : {}),
    updatedAt: head.updatedAt,
    ...(head.updatedBy ? { updatedBy: head.updatedBy } : {}),
    ...(head.blueprintId ? { blueprintId: head.blueprintId } : {}),
  };
}

export function templateOf(record: TemplateRecord, removed?: string[]): Template {
  return {
    ...summaryOf(record),
    ...record.content,
    headers: record.headers,
    custom: record.custom,
    advancedOptions: record.advancedOptions,
    ...(removed ? { sanitized: { removed } } : {}),
  };
}

/** Compiled and sanitised content whose merge fields (subject, preheader, body) are all the account's. */
async function prepareContent(accountId: string, body: ContentBody, subject?: string) {
  const prepared = prepareEmailContent(body);
  const known = fieldNames(await propertiesService.all(accountId));
  const problems = [
    ...templateProblems('headers.subject', subject ?? '', known),
    ...templateProblems('preheader', prepared.stored.preheader ?? '', known),
    ...templateProblems('html', prepared.stored.html, known),
  ];
  if (problems.length) throw new ValidationError(problems);
  return prepared;
}

/** The template's own fields as a body gives them (what is left out is emptied: a save sends the whole template). */
function fieldsOf(body: TemplateBody) {
  return {
    name: body.name,
    ...(body.description ? { description: body.description } : {}),
    dir: body.dir ?? null,
    tags: checkedTags(body.tags ?? []),
    headers: Object.fromEntries(Object.entries(body.headers ?? {}).filter(([, v]) => v)) as TemplateHead['headers'],
    custom: body.custom ?? [],
    advancedOptions: body.advancedOptions ?? {},
  };
}

const folderMissing = () => ValidationError.field('dir', 'TEMPLATE_FOLDER_NOT_FOUND');

async function found(accountId: string, id: string): Promise<TemplateRecord> {
  const record = await templatesRepository.get(accountId, id);
  if (!record) throw new NotFoundError('TEMPLATE_NOT_FOUND');
  return record;
}

/** Writes a new template from prepared content, records its first restore point. */
async function insert(actor: Actor, fields: ReturnType<typeof fieldsOf>, content: StoredContent, extra: { blueprintId?: string } = {}) {
  const at = nowIso();
  const head: TemplateHead = {
    id: ulid(),
    ...fields,
    mode: content.mode,
    freeze: false,
    usedBy: 0,
    createdAt: at,
    createdBy: actor.email,
    updatedAt: at,
    updatedBy: actor.email,
    ...(extra.blueprintId ? { blueprintId: extra.blueprintId } : {}),
  };
  if ((await templatesRepository.create(actor.accountId, head, content)) === 'folder') throw folderMissing();
  await restorePoints.record(actor.accountId, 'template', head.id, content, { subject: head.headers.subject, by: actor.email });
  return { ...head, content };
}

/** Attempts of a save whose condition failed only because a mailing was made from it meanwhile. */
const SAVE_ATTEMPTS = 3;

export const templatesService = {
  async list(accountId: string, query: { q?: string; dir?: string; tag?: string; limit: number; cursor?: string }) {
    const page = await templatesRepository.list(accountId, { q: query.q, dir: query.dir, tag: query.tag }, query.limit, query.cursor);
    return { items: page.items.map(summaryOf), ...(page.cursor ? { cursor: page.cursor } : {}) };
  },

  async get(accountId: string, id: string): Promise<Template> {
    return templateOf(await found(accountId, id));
  },

  async create(actor: Actor, body: TemplateBody, extra: { blueprintId?: string } = {}): Promise<Template> {
    const { stored, removed } = await prepareContent(actor.accountId, body, body.headers?.subject);
    return templateOf(await insert(actor, fieldsOf(body), stored, extra), removed);
  },

  /**
   * A save: refused while frozen (409 TEMPLATE_FROZEN), when someone saved since the editor opened it
   * (409 TEMPLATE_CHANGED_MEANWHILE, judged by the write itself), and back from HTML to visual (400
   * TEMPLATE_MODE_ONE_WAY: the HTML may no longer be expressible as MJML).
   */
  async update(actor: Actor, id: string, body: TemplateBody, reason: RestoreReason = 'save'): Promise<Template> {
    let before = await found(actor.accountId, id);
    if (before.freeze) throw new ConflictError('TEMPLATE_FROZEN');
    if (body.baseUpdatedAt && body.baseUpdatedAt !== before.updatedAt) throw new ConflictError('TEMPLATE_CHANGED_MEANWHILE');
    if (before.mode === 'html' && body.mode === 'visual') throw new BadRequestError('TEMPLATE_MODE_ONE_WAY');
    const { stored, removed } = await prepareContent(actor.accountId, body, body.headers?.subject);
    const base = body.baseUpdatedAt ?? before.updatedAt;
    for (let attempt = 1; ; attempt++) {
      const head: TemplateHead = {
        ...fieldsOf(body),
        id,
        mode: stored.mode,
        freeze: false,
        usedBy: before.usedBy,
        createdAt: before.createdAt,
        ...(before.createdBy ? { createdBy: before.createdBy } : {}),
        // Never the instant it had: the next save's condition must tell the two apart.
        updatedAt: later(nowIso(), before.updatedAt),
        updatedBy: actor.email,
        ...(before.blueprintId ? { blueprintId: before.blueprintId } : {}),
      };
      const outcome = await templatesRepository.update(actor.accountId, { ...before, updatedAt: base }, head, stored);
      if (outcome === 'folder') throw folderMissing();
      if (outcome === 'ok') {
        await restorePoints.record(actor.accountId, 'template', id, stored, { subject: head.headers.subject, by: actor.email, reason });
        return templateOf({ ...head, content: stored }, removed);
      }
      const now = await templatesRepository.head(actor.accountId, id);
      if (!now) throw new NotFoundError('TEMPLATE_NOT_FOUND');
      if (now.freeze) throw new ConflictError('TEMPLATE_FROZEN');
      if (now.updatedAt !== base || attempt >= SAVE_ATTEMPTS) throw new ConflictError('TEMPLATE_CHANGED_MEANWHILE');
      before = { ...before, usedBy: now.usedBy };
    }
  },

  /** Refused while frozen (409 TEMPLATE_FROZEN) or once a sending used it (409 TEMPLATE_IN_USE), as the write judges it. */
  async delete(accountId: string, id: string): Promise<{ deleted: true }> {
    const head = await templatesRepository.head(accountId, id);
    if (!head) throw new NotFoundError('TEMPLATE_NOT_FOUND');
    if (head.freeze) throw new ConflictError('TEMPLATE_FROZEN');
    if (head.usedBy > 0) throw new ConflictError('TEMPLATE_IN_USE');
    if (!(await templatesRepository.delete(accountId, head))) {
      const now = await templatesRepository.head(accountId, id);
      if (!now) throw new NotFoundError('TEMPLATE_NOT_FOUND');
      throw new ConflictError(now.freeze ? 'TEMPLATE_FROZEN' : 'TEMPLATE_IN_USE');
    }
    await restorePoints.forget(accountId, 'template', id);
    return { deleted: true };
  },

  /** A copy, unfrozen and unused, in the same folder; named "<name> (copy)" in the account's language unless named. */
  async duplicate(actor: Actor, id: string, name?: string): Promise<Template> {
    const source = await found(actor.accountId, id);
    const language = messageLanguageOf(await accountSettings.messageLanguage(actor.accountId));
    const copyName = name ?? `${source.name} (${COPY[language]})`.slice(0, TEMPLATE_RULES.nameMax);
    const fields = {
      name: copyName,
      ...(source.description ? { description: source.description } : {}),
      dir: source.dir,
      tags: source.tags,
      headers: source.headers,
      custom: source.custom,
      advancedOptions: source.advancedOptions,
    };
    return templateOf(await insert(actor, fields, source.content, source.blueprintId ? { blueprintId: source.blueprintId } : {}));
  },

  /** Freezing (and thawing) is allowed whatever the state; it is what guards the template from changes. */
  async freeze(accountId: string, id: string, freeze: boolean): Promise<Template> {
    if (!(await templatesRepository.setFreeze(accountId, id, freeze))) throw new NotFoundError('TEMPLATE_NOT_FOUND');
    return this.get(accountId, id);
  },
};

/** The word a duplicate's name ends with, in the account's language of messages. */
const COPY = { pl: 'kopia', en: 'copy' } as const;

/** `now`, or a millisecond after `previous` when the clock has not moved past it. */
function later(now: string, previous: string): string {
  return now > previous ? now : new Date(Date.parse(previous) + 1).toISOString();
}
