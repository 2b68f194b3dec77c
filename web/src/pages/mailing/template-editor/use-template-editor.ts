import { useState } from 'react';
import type { MessageLanguage } from '@shared/schemas/footers';
import { TemplateBody, type Template } from '@shared/schemas/templates';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useEditingSession, type SaveMarks } from '@web/common/content-editor/use-content-setter';
import { contentBodyOf, draftOfContent, type ContentDraft } from '@web/common/content-editor/types';
import { useSubmission } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';

export interface TemplateDraft {
  name: string;
  description: string;
  dir: string | null;
  subject: string;
  fromName: string;
  fromEmail: string;
  replyTo: string;
  tags: { name: string; value: string }[];
  custom: { key: string; value: string }[];
  /** The language its mailings are written in; absent: the account's default language of messages. */
  language?: MessageLanguage;
  content: ContentDraft;
}

const draftOf = (t: Template): TemplateDraft => ({
  name: t.name,
  description: t.description ?? '',
  dir: t.dir,
  subject: t.headers.subject ?? t.subject ?? '',
  fromName: t.headers.fromName ?? '',
  fromEmail: t.headers.fromEmail ?? '',
  replyTo: t.headers.replyTo ?? '',
  tags: t.tags.map((tag) => ({ name: tag.name, value: tag.value ?? '' })),
  custom: t.custom.map((c) => ({ key: c.key, value: c.value })),
  ...(t.advancedOptions.language ? { language: t.advancedOptions.language } : {}),
  content: draftOfContent(t),
});

/** The template editor's state: the draft, saving (a restore point each time), autosave and restore. */
export function useTemplateEditor(initial: Template) {
  const [template, setTemplate] = useState(initial);
  const form = useZodForm(TemplateBody, draftOf(initial), {
    prepare: (d) => ({
      name: d.name,
      description: d.description,
      dir: d.dir,
      headers: { subject: d.subject, fromName: d.fromName, fromEmail: d.fromEmail, replyTo: d.replyTo },
      tags: d.tags.filter((tag) => tag.name.trim()).map((tag) => ({ name: tag.name, value: tag.value || undefined })),
      custom: d.custom.filter((c) => c.key.trim() || c.value.trim()),
      advancedOptions: d.language ? { language: d.language } : {},
      ...contentBodyOf(d.content),
      baseUpdatedAt: template.updatedAt,
    }),
  });
  const { busy, error, run } = useSubmission<'saving'>({ claim: (e) => form.applyServerError(e) });
  const leave = useLeaveConfirmation(form.dirty);
  const readOnly = template.freeze;

  const persist = async (marks: SaveMarks = {}): Promise<Template | null> => {
    const body = form.validate();
    if (!body) return null;
    const saved = await api('templates.update', { params: { id: template.id }, body, ...marks });
    setTemplate(saved);
    form.markSaved({ ...form.values, content: { ...draftOfContent(saved), mjml: form.values.content.mjml } });
    const removed = saved.sanitized?.removed ?? [];
    if (removed.length)
      pushNotice(
        {
          id: 'template-sanitized',
          type: 'warning',
          content: { key: 'mailing.editor.sanitized', params: { removed: removed.join(', ') } },
        },
        20_000,
      );
    return saved;
  };
  const save = () =>
    run('saving', async () => {
      const saved = await persist();
      if (saved)
        pushNotice(
          { id: 'template-saved', type: 'success', content: { key: 'editor.template.saved', params: { name: saved.name } } },
          5000,
        );
      return saved;
    });
  const { setContent, restore, revision, saveFirst } = useEditingSession(form, (marks) => run('saving', () => persist(marks)), !readOnly);

  return { form, template, readOnly, busy, error, save, setContent, restore, revision, saveFirst, leaveModal: leave.modal };
}
