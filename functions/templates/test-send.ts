import type { TestSendBody, TestSendResult } from '@shared/schemas/content';
import type { Template } from '@shared/schemas/templates';
import { sendTestEmails } from '@functions/content/test-send';
import type { Principal } from '@functions/platform/http';
import type { SendableContent } from '@functions/sending/compile';
import { senderFor } from './from-template';
import { templatesService } from './service';

/**
 * A template as sendable content: the template as saved, from the sender a mailing made from it
 * would start with (a template need not name a sender or subject yet), under its name. Its test
 * e-mails and transactional e-mails (functions/transactional/) are compiled from this.
 */
export async function templateContent(accountId: string, template: Template): Promise<SendableContent> {
  const sender = await senderFor(accountId, template.headers);
  return {
    id: template.id,
    name: template.name,
    subject: template.headers.subject || template.name,
    html: template.html,
    ...(template.textCustom ? { text: template.text } : {}),
    ...(template.preheader ? { preheader: template.preheader } : {}),
    ...(template.utm ? { utm: template.utm } : {}),
    ...(template.event ? { event: template.event } : {}),
    ...sender,
    ...(template.advancedOptions.language ? { language: template.advancedOptions.language } : {}),
  };
}

/** A template's test e-mails (the editor's "send a test"): through the same compile, render and mailer as a mailing's tests. */
export async function testSendTemplate(actor: Principal, id: string, body: TestSendBody): Promise<TestSendResult> {
  const template = await templatesService.get(actor.accountId, id);
  return sendTestEmails(actor, await templateContent(actor.accountId, template), body);
}
