import { useState } from 'react';
import { useEditingSession, type SaveMarks } from '@web/common/content-editor/use-content-setter';
import { contentBodyOf, draftOfContent, type ContentDraft } from '@web/common/content-editor/types';
import { useNavigate } from 'react-router-dom';
import type { TagLike } from '@shared/rules/tags';
import type { MessageLanguage } from '@shared/schemas/footers';
import { MailingContent, type Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { editorPath, reportPath } from '../common/mailing-links';
import { useMailingAccess } from '../common/use-mailing-access';

export type MailingDraft = Pick<MailingContent, 'name' | 'subject' | 'fromName' | 'fromEmail'> & {
  /** Issue 18: the mailing's tags (sent whole on every save: [] removes them). */
  tags: TagLike[];
  /** The content as the editor holds it (visual, HTML, text part, preheader, utm, event). */
  content: ContentDraft;
  segmentId: string | null;
  language: MessageLanguage;
  /** A predefined sender's reply-to ('' none): set by picking the sender, not typed. */
  replyTo: string;
};

const CODE_FIELDS = { MAILING_SENDER_NOT_VERIFIED: 'fromEmail' } as const;

/** The editor's state: the draft, saving (create or update) and sending. */
export function useMailingEditor(initialMailing: Mailing | undefined, initialDraft: MailingDraft) {
  const navigate = useNavigate();
  const [mailing, setMailing] = useState(initialMailing);
  const form = useZodForm(MailingContent, initialDraft, {
    prepare: ({ content, ...rest }) => ({ ...rest, ...contentBodyOf(content) }),
  });
  // Bumped when the content is replaced from outside (a restore): the editors start again from it.
  const { busy, error, run } = useSubmission<'saving' | 'sending'>({ claim: (e) => form.applyServerError(e, CODE_FIELDS) });
  const leave = useLeaveConfirmation(form.dirty);
  const access = useMailingAccess();
  // Past the planner, or in a version the user's role does not edit (a new one is a working version).
  const readOnly = mailing ? !access.canEdit(mailing.state) : !access.canCreate;

  const persist = async (marks: SaveMarks = {}): Promise<Mailing | null> => {
    const body = form.validate();
    if (!body) return null;
    const saved = mailing
      ? await api('mailings.update', { params: { id: mailing.id }, body, ...marks })
      : await api('mailings.create', { body });
    // What was stored is the sanitised html: the editor shows it, and says what the sanitiser removed.
    form.markSaved({ ...form.values, content: { ...draftOfContent(saved), mjml: form.values.content.mjml } });
    setMailing(saved);
    const removed = saved.sanitized?.removed ?? [];
    if (removed.length)
      pushNotice(
        { id: 'mailing-sanitized', type: 'warning', content: { key: 'mailing.editor.sanitized', params: { removed: removed.join(', ') } } },
        20_000,
      );
    return saved;
  };

  const save = () =>
    run('saving', async () => {
      const created = !mailing;
      const saved = await persist();
      if (saved && created) {
        // The new mailing gets its own address; the page there starts from what was just saved.
        leave.allowNextNavigation();
        navigate(editorPath(saved.id), { replace: true, state: { mailing: saved } });
      }
      return saved;
    });

  /**
   * Saves first when there is anything unsaved; answers the mailing to plan (issue 17: the plan
   * dialog, campaigns/plan/PlanMailingModal.tsx, plans it), or null when the save was refused.
   */
  const readyToPlan = async (): Promise<Mailing | null> =>
    (await run('sending', async () => (!mailing || form.dirty ? await persist() : mailing))) ?? null;

  /**
   * The mailing as planning answered it: one handed over for acceptance (4-eye) stays in the
   * editor, showing it waiting; a planned one is followed on its report.
   */
  const planned = (next: Mailing) => {
    setMailing(next);
    if (next.approval?.state === 'pending') {
      pushNotice({ type: 'success', content: { key: 'acceptance.send.handedOver', params: { name: next.name } } }, 8000);
      return;
    }
    leave.allowNextNavigation();
    navigate(reportPath(next.id));
  };

  const { setContent, restore, revision, saveFirst } = useEditingSession(
    form,
    (marks) => run('saving', () => persist(marks)),
    Boolean(mailing) && !readOnly,
  );

  /** A checker's decision (4-eye verification): an accepted sending is followed on its report. */
  const decided = (next: Mailing) => {
    setMailing(next);
    if (next.state !== 'ready') {
      leave.allowNextNavigation();
      navigate(reportPath(next.id));
    }
  };

  return {
    form,
    mailing,
    readOnly,
    busy,
    error,
    save,
    readyToPlan,
    planned,
    decided,
    setContent,
    restore,
    revision,
    saveFirst,
    leaveModal: leave.modal,
  };
}
