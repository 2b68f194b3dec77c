import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useCurrentUser } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { MailingEditorForm } from './MailingEditorForm';
import { starterHtml } from './starter-template';
import type { MailingDraft } from './use-mailing-editor';

const draftOf = (m: Mailing): MailingDraft => ({ name: m.name, subject: m.subject, fromName: m.fromName, fromEmail: m.fromEmail, html: m.html, segmentId: m.segmentId ?? null });

/** /v2/mailing/edit/editor (new) and /v2/mailing/edit/editor/{id}: loads, then hands over to the form. */
export default function MailingEditorPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const errorText = useErrorText();
  // Right after creating, the editor's own save hands the mailing over: no second fetch.
  const handed = (location.state as { mailing?: Mailing } | null)?.mailing;
  const [mailing, setMailing] = useState<Mailing | undefined>(handed?.id === id ? handed : undefined);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!id || mailing) return;
    const controller = new AbortController();
    api('mailings.get', { params: { id }, signal: controller.signal }).then(setMailing, (e: unknown) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [id, mailing]);

  if (error) return <Alert type="error" header={t('common.loadFailed')}>{errorText.describe(error)}</Alert>;
  if (id && !mailing) return <PageSpinner />;

  const draft: MailingDraft = mailing
    ? draftOf(mailing)
    : { name: '', subject: '', fromName: user.account.name, fromEmail: user.email, html: starterHtml(t, user.account.name), segmentId: null };
  return <MailingEditorForm initialMailing={mailing} initialDraft={draft} />;
}
