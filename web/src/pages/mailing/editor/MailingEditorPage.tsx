import Alert from '@cloudscape-design/components/alert';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { messageLanguageOf } from '@shared/rules/footers';
import { routes } from '@shared/routes';
import type { Mailing } from '@shared/schemas/mailing';
import { useApiQuery } from '@web/api/query';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { MailingEditorForm } from './MailingEditorForm';
import { startingSender } from './SenderSelect';
import { starterHtml } from './starter-template';
import type { MailingDraft } from './use-mailing-editor';
import { blankMjml, draftOfContent } from '@web/common/content-editor/types';

const draftOf = (m: Mailing): MailingDraft => ({
  name: m.name,
  subject: m.subject,
  fromName: m.fromName,
  fromEmail: m.fromEmail,
  replyTo: m.replyTo ?? '',
  content: draftOfContent(m),
  segmentId: m.segmentId ?? null,
  language: m.language ?? 'pl',
  tags: m.tags ?? [],
});

/** /v2/mailing/edit/editor (new) and /v2/mailing/edit/editor/{id}: loads, then hands over to the form. */
export default function MailingEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  // Right after creating, the editor's own save hands the mailing over: no second fetch.
  // It is taken once, then dropped from the history entry: a reload must read the mailing anew, not
  // start again from the copy handed over when it was created.
  const [handed] = useState(() => (location.state as { mailing?: Mailing } | null)?.mailing);
  const navigate = useNavigate();
  useEffect(() => {
    if ((location.state as { mailing?: Mailing } | null)?.mailing) void navigate(location.pathname, { replace: true, state: null });
  }, [location, navigate]);
  // /mailing/new/design opens a new mailing straight in the visual editor.
  const visual = (location.state as { mode?: string } | null)?.mode === 'visual';
  const fresh = handed !== undefined && handed.id === id;
  const query = useApiQuery('mailings.get', { params: { id: id ?? '' } }, { enabled: Boolean(id) && !fresh, refetchOnMount: 'always' });
  // The form starts from what it shows once: a cached copy may be old, so it waits for this visit's read.
  const mailing = fresh ? handed : query.isFetchedAfterMount ? query.data : undefined;
  const error = fresh ? null : query.error;
  // A new mailing starts from the account's default sender (issue 15): its options are read first.
  const can = useCan();
  const mayReadSenders = can(routes['senders.options'].permission);
  const senders = useApiQuery('senders.options', {}, { enabled: mayReadSenders });
  // … and it is written in the account's default language of messages (its footers tell it).
  const footers = useApiQuery('footers.forMailings', {}, { enabled: !id && can(routes['footers.forMailings'].permission) });

  if (error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(error)}
      </Alert>
    );
  if (id && !mailing) return <PageSpinner />;
  // Unread senders (a failure, no permission) leave the user's own address, as before there were senders.
  if (mayReadSenders && senders.isPending && !senders.error) return <PageSpinner />;
  if (!id && footers.isPending && footers.fetchStatus !== 'idle') return <PageSpinner />;
  const sender = startingSender(senders.data?.items ?? []);

  const draft: MailingDraft = mailing
    ? draftOf(mailing)
    : {
        name: '',
        subject: '',
        fromName: sender?.name ?? user.account.name,
        fromEmail: sender?.fromEmail ?? user.email,
        replyTo: sender?.replyTo ?? '',
        content: visual
          ? draftOfContent({ mode: 'visual', mjml: blankMjml(t('editor.blank.heading'), t('editor.blank.unsubscribe')) })
          : draftOfContent({ mode: 'html', html: starterHtml(t, user.account.name) }),
        segmentId: null,
        tags: [],
        // The footer of that language goes with it; unread footers leave the user's own language.
        language: footers.data?.defaultLanguage ?? messageLanguageOf(user.prefs.language),
      };
  return <MailingEditorForm initialMailing={mailing} initialDraft={draft} senders={senders.data?.items ?? []} />;
}
