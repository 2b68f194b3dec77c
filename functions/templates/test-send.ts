import type { TestSendBody, TestSendResult } from '@shared/schemas/content';
import { sendTestEmails } from '@functions/content/test-send';
import type { Principal } from '@functions/platform/http';
import { senderFor } from './from-template';
import { templatesService } from './service';

/**
 * A template's test e-mails (the editor's "send a test"): the template as saved, through the same
 * compile, render and mailer as a mailing's tests. A template need not name a sender or subject
 * yet, so the test goes from the sender a mailing made from it would start with, under its name.
 */
export async function testSendTemplate(actor: Principal, id: string, body: TestSendBody): Promise<TestSendResult> {
  const template = await templatesService.get(actor.accountId, id);
  const sender = await senderFor(actor.accountId, template.headers);
  return sendTestEmails(
    actor,
    {
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
    },
    body,
  );
}
