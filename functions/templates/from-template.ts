import type { z } from 'zod';
import type { Mailing, MailingContent } from '@shared/schemas/mailing';
import type { MailingFromTemplateBody, Template, TemplateFromMailingBody } from '@shared/schemas/templates';
import { messageLanguageOf } from '@shared/rules/footers';
import { addressOnDomain } from '@shared/rules/sender-domain';
import { config } from '@functions/platform/config';
import { NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { accountSettings } from '@functions/accounts/settings-service';
import { domainsService } from '@functions/domains/service';
import { sendersService } from '@functions/predefined/senders-service';
import { usersRepository } from '@functions/users/repository';
import { mailingsService } from '@functions/mailings/service';
import { blueprintById } from './blueprints';
import { templatesRepository } from './repository';
import { templatesService } from './service';
import { blankContent } from './starters';

/**
 * /mailing/new/templates: a new mailing as a COPY of a blueprint or one of the account's templates
 * (later edits of the template do not change it), or blank. It is made through mailings.create, so
 * it passes every rule a mailing does (a verified sender above all); the template is then counted
 * as used by a sending (`canDelete` false).
 */
type Headers = Template['headers'];

/**
 * The sender a new mailing starts with: the template's, when on a verified domain; else the
 * account's default predefined sender (what the mailing editor preselects); else the deployment's
 * own sending address, in the account's name (the one sender every account may use).
 */
export async function senderFor(
  accountId: string,
  headers: Headers = {},
): Promise<Pick<MailingContent, 'fromEmail' | 'fromName' | 'replyTo'>> {
  const domains = await domainsService.senderDomains(accountId);
  if (headers.fromEmail && domains.some((d) => addressOnDomain(headers.fromEmail!, d))) {
    const fromName = headers.fromName || (await usersRepository.getAccount(accountId))?.name || 'Goniec';
    return { fromEmail: headers.fromEmail, fromName: fromName.slice(0, 100), ...(headers.replyTo ? { replyTo: headers.replyTo } : {}) };
  }
  const preset = (await sendersService.options(accountId)).items.find((s) => s.isDefault);
  if (preset) return { fromEmail: preset.fromEmail, fromName: preset.name, ...(preset.replyTo ? { replyTo: preset.replyTo } : {}) };
  const account = await usersRepository.getAccount(accountId);
  return { fromEmail: `no-reply@${config.senderDomain}`, fromName: (account?.name || 'Goniec').slice(0, 100) };
}

export async function mailingFromTemplate(actor: Principal, body: MailingFromTemplateBody): Promise<Mailing> {
  const language = messageLanguageOf(await accountSettings.messageLanguage(actor.accountId));
  if (body.source === 'blueprint') {
    const blueprint = blueprintById(body.id);
    if (!blueprint) throw new NotFoundError('BLUEPRINT_NOT_FOUND');
    const name = body.name ?? blueprint.name[language];
    return mailingsService.create(
      actor,
      {
        name,
        subject: blueprint.subject[language],
        ...(await senderFor(actor.accountId)),
        mode: 'visual',
        mjml: blueprint.mjml,
        // A blueprint inviting to an event (a webinar) carries it: its dates are an example the user changes.
        ...(blueprint.event ? { event: blueprint.event } : {}),
        language,
      },
      { blueprintId: blueprint.id },
    );
  }
  if (body.source === 'template') {
    const template = await templatesRepository.get(actor.accountId, body.id);
    if (!template) throw new NotFoundError('TEMPLATE_NOT_FOUND');
    const { content, headers } = template;
    const preheader = content.preheader || headers.preheader;
    const input: MailingContent = {
      name: body.name ?? template.name,
      subject: headers.subject || template.name,
      ...(await senderFor(actor.accountId, headers)),
      mode: content.mode,
      ...(content.mode === 'visual' ? { mjml: content.mjml } : { html: content.html }),
      ...(content.textCustom ? { text: content.text, textCustom: true } : {}),
      ...(preheader ? { preheader } : {}),
      ...(content.utm ? { utm: content.utm } : {}),
      ...(content.event ? { event: content.event } : {}),
      language: template.advancedOptions.language ?? language,
      // Issue 18: the mailing is labelled as its template is.
      ...(template.tags.length ? { tags: template.tags } : {}),
    };
    const mailing = await mailingsService.create(actor, input, { templateId: template.id });
    await templatesRepository.addUse(actor.accountId, template.id);
    return mailing;
  }
  const blank = blankContent(body.mode, language);
  const name = body.name ?? blank.name;
  return mailingsService.create(actor, { name, subject: name, ...(await senderFor(actor.accountId)), ...blank.content, language });
}

/** "Save as template": the mailing's content and headers as it stands, a new template (in `dir`). */
export async function templateFromMailing(actor: Principal, body: z.infer<typeof TemplateFromMailingBody>): Promise<Template> {
  const mailing = await mailingsService.get(actor, body.mailingId);
  // A visual mailing whose source is not at hand is saved as its HTML (the one-way switch).
  const mode = mailing.mode === 'visual' && mailing.mjml ? 'visual' : 'html';
  return templatesService.create(actor, {
    name: body.name,
    dir: body.dir ?? null,
    headers: {
      fromEmail: mailing.fromEmail,
      fromName: mailing.fromName,
      ...(mailing.replyTo ? { replyTo: mailing.replyTo } : {}),
      subject: mailing.subject,
      ...(mailing.preheader ? { preheader: mailing.preheader } : {}),
    },
    ...(mailing.language ? { advancedOptions: { language: mailing.language } } : {}),
    mode,
    ...(mode === 'visual' ? { mjml: mailing.mjml } : {}),
    html: mailing.html,
    ...(mailing.textCustom && mailing.text ? { text: mailing.text, textCustom: true } : {}),
    ...(mailing.preheader ? { preheader: mailing.preheader } : {}),
    ...(mailing.utm ? { utm: mailing.utm } : {}),
    ...(mailing.event ? { event: mailing.event } : {}),
  });
}
