import { Suspense, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { hasUnsubscribeLink } from '@shared/rules/footers';
import { addressOnDomain, domainOfAddress } from '@shared/rules/sender-domain';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { MergeTargetScope, useInputTarget } from '@web/common/content-editor/merge-targets';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { audienceRefusal } from '@web/pages/segments/common/audience-refusal';
import { AudienceField } from '@web/pages/segments/common/AudienceField';
import { audienceStanding, isCalculating } from '@web/pages/segments/common/segment-state';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import { AcceptancePanel } from '../acceptance/AcceptancePanel';
import { reportPath } from '../common/mailing-links';
import { MailingStateIndicator } from '../common/MailingStateIndicator';
import { useMailingAccess } from '../common/use-mailing-access';
import { MailingContentSection } from './MailingContentSection';
import { MailingLanguageField } from './MailingFooterField';
import { MailingTagsField } from './MailingTagsField';
import { lazyWithTexts } from '@web/i18n/page-texts';
import { SenderSelect, senderOf, type SenderOption } from './SenderSelect';
import { useMailingEditor, type MailingDraft } from './use-mailing-editor';

const PlanMailingModal = lazyWithTexts('campaigns', () => import('@web/pages/campaigns/plan/PlanMailingModal'));

/** The form inside the merge-field scope: the picker inserts into the subject, preheader and content alike. */
export function MailingEditorForm(props: Parameters<typeof MailingEditorFields>[0]) {
  return (
    <MergeTargetScope>
      <MailingEditorFields {...props} />
    </MergeTargetScope>
  );
}

function MailingEditorFields({
  initialMailing,
  initialDraft,
  senders,
}: {
  initialMailing?: Mailing;
  initialDraft: MailingDraft;
  /** The account's predefined senders on verified domains (none: the sender is typed, as before). */
  senders: readonly SenderOption[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const errorText = useErrorText();
  const can = useCan();
  const { canSend } = useMailingAccess();
  const editor = useMailingEditor(initialMailing, initialDraft);
  const { form, mailing, readOnly, busy } = editor;
  // Issue 17: the send button plans the mailing (once now, at a time, or another send type).
  const [planning, setPlanning] = useState<Mailing | null>(null);
  // 4-eye verification: sending hands the mailing over; one already waiting is not handed over twice.
  const fourEye = useCurrentUser().account.fourEye;
  const waiting = fourEye && mailing?.approval?.state === 'pending';
  const [recalculating, setRecalculating] = useState(false);
  // A segment as the audience (spec section 6): chosen from the account's segments, each with its audience's size and expiry.
  const canSegments = can(routes['segments.list'].permission);
  const segmentList = useSegmentList(canSegments);
  const segmentId = form.values.segmentId;
  const segment = segmentId ? segmentList.data?.items.find((s) => s.id === segmentId) : undefined;
  // Sending to a segment whose audience is missing or out of date is refused: said by the audience, with the way out.
  const refusal = audienceRefusal(editor.error);
  const audienceRefused = refusal === 'SEGMENT_NOT_CONFIGURED' || refusal === 'SEGMENT_AUDIENCE_EXPIRED';
  // Once the segment calculates (or is ready) the refusal is dealt with: it is not shown any more.
  const refusedHere = audienceRefused && !(segment && (isCalculating(segment) || audienceStanding(segment) === 'current'));
  const recalculate = async () => {
    if (!segment) return;
    setRecalculating(true);
    try {
      segmentList.put(await api('segments.calculate', { params: { id: segment.id }, body: {} }));
      pushNotice({ type: 'info', content: { key: 'segments.notices.calculating', params: { name: segment.name } } }, 6000);
    } catch (e) {
      notifyError(e);
      segmentList.reload();
    } finally {
      setRecalculating(false);
    }
  };
  // Senders must be on a verified domain: the field names them, and warns before the server refuses.
  const senderDomains = useApiQuery('domains.senderDomains', {}, { enabled: can(routes['domains.senderDomains'].permission) }).data
    ?.domains;
  const senderHint = senderDomains ? t('mailing.editor.senderDomains', { domains: senderDomains.join(', ') }) : undefined;
  const offDomain =
    senderDomains && domainOfAddress(form.values.fromEmail) && !senderDomains.some((d) => addressOnDomain(form.values.fromEmail, d))
      ? t('mailing.editor.senderOffDomain')
      : undefined;
  // The footer the mailing will carry (its language's default): previewed with the content, and a
  // mailing without an unsubscribe link in either is said to be unsendable before the server refuses it.
  const footers = useApiQuery('footers.forMailings', {}, { enabled: can(routes['footers.forMailings'].permission) }).data;
  const footer = footers?.[form.values.language];
  const footerText = footer
    ? footer.name
      ? t('footers.mailing.footer', { name: footer.name })
      : t('footers.mailing.productFooter')
    : undefined;
  const content = form.values.content;
  const source = content.mode === 'visual' ? content.mjml : content.html;
  const missingLink = footer !== undefined && !footer.hasUnsubscribeLink && !hasUnsubscribeLink(source);
  const subjectTarget = useInputTarget(form.values.subject, (v) => form.set('subject', v));
  const preheaderTarget = useInputTarget(content.preheader, (v) => editor.setContent({ preheader: v }));
  // A predefined sender fills both fields; "another address" shows them to type in (the server checks either way).
  const [typed, setTyped] = useState(() => !senderOf(senders, initialDraft.fromName, initialDraft.fromEmail));
  const picked = typed ? undefined : senderOf(senders, form.values.fromName, form.values.fromEmail);
  const pickSender = (sender: SenderOption | undefined) => {
    setTyped(!sender);
    form.set('replyTo', sender?.replyTo ?? '');
    if (!sender) return;
    form.set('fromName', sender.name);
    form.set('fromEmail', sender.fromEmail);
  };
  const showTyped = senders.length === 0 || typed || !picked;
  const text = (name: 'name' | 'subject' | 'fromName' | 'fromEmail', type?: 'email') => (
    <TextField
      label={t(`mailing.fields.${name}`)}
      description={name === 'fromEmail' ? senderHint : undefined}
      constraintText={name === 'fromEmail' ? offDomain : undefined}
      type={type}
      autoComplete="off"
      disabled={readOnly}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      errorText={errorText.field(form.errors[name])}
    />
  );

  return (
    <SubmitForm onSubmit={() => editor.save()}>
      <Form
        header={
          <Header
            variant="h1"
            description={
              mailing ? (
                <MailingStateIndicator state={mailing.state} approval={mailing.approval?.state} />
              ) : (
                t('mailing.editor.newDescription')
              )
            }
          >
            {mailing ? mailing.name : t('pages.mailingNew')}
          </Header>
        }
        errorText={editor.error && !audienceRefused ? errorText.describe(editor.error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/v2/mailing/send')}>
              {t('common.cancel')}
            </Button>
            <Button formAction="submit" disabled={readOnly} loading={busy === 'saving'}>
              {t('common.save')}
            </Button>
            {canSend(mailing?.state ?? 'working') && !waiting && (
              <Button
                formAction="none"
                variant="primary"
                iconName="send"
                disabled={readOnly || busy !== null || missingLink}
                onClick={() => void editor.readyToPlan().then(setPlanning)}
              >
                {fourEye ? t('acceptance.send.button') : t('mailing.editor.sendNow')}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {mailing && <AcceptancePanel mailing={mailing} onDecided={editor.decided} />}
          {readOnly && mailing && (
            <Alert
              type="info"
              action={
                <Link href={reportPath(mailing.id)} onFollow={follow}>
                  {t('mailing.list.report')}
                </Link>
              }
            >
              {t('errors.MAILING_NOT_EDITABLE')}
            </Alert>
          )}
          {refusedHere && (
            <Alert
              type="warning"
              header={t('segments.mailing.refusedTitle', { name: segment?.name ?? '' })}
              action={
                segment && can(routes['segments.calculate'].permission) ? (
                  <Button formAction="none" onClick={() => void recalculate()} loading={recalculating}>
                    {t('segments.recalculate')}
                  </Button>
                ) : undefined
              }
            >
              {refusal === 'SEGMENT_NOT_CONFIGURED' ? t('segments.mailing.refusedNotConfigured') : t('segments.mailing.refusedExpired')}
            </Alert>
          )}
          {missingLink && !readOnly && (
            <Alert type="warning" data-testid="mailing-unsubscribe-missing">
              {t('footers.mailing.missingLink', { field: '{{ unsubscribe_url }}' })}
            </Alert>
          )}
          {segment && isCalculating(segment) && <Alert type="info">{t('segments.mailing.calculating', { name: segment.name })}</Alert>}
          <Container header={<Header variant="h2">{t('mailing.editor.settings')}</Header>}>
            <Grid
              gridDefinition={[
                { colspan: { default: 12, xs: 6 } },
                { colspan: { default: 12, xs: 6 } },
                { colspan: 12 },
                ...(senders.length > 0 ? [{ colspan: 12 }] : []),
                ...(showTyped ? [{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }] : []),
                { colspan: { default: 12, xs: 6 } },
                { colspan: { default: 12, xs: 6 } },
                { colspan: 12 },
              ]}
            >
              {text('name')}
              <div {...subjectTarget}>{text('subject')}</div>
              <div {...preheaderTarget}>
                <TextField
                  label={t('editor.fields.preheader')}
                  description={t('editor.fields.preheaderHint')}
                  autoComplete="off"
                  disabled={readOnly}
                  value={content.preheader}
                  onChange={(v) => editor.setContent({ preheader: v })}
                  errorText={errorText.field(form.errors.preheader)}
                />
              </div>
              {senders.length > 0 && <SenderSelect senders={senders} selected={picked} onPick={pickSender} disabled={readOnly} />}
              {showTyped && text('fromName')}
              {showTyped && text('fromEmail', 'email')}
              <MailingLanguageField
                value={form.values.language}
                onChange={(language) => form.set('language', language)}
                disabled={readOnly}
                footerText={footerText}
              />
              {(canSegments || Boolean(segmentId)) && (
                <AudienceField
                  value={segmentId}
                  onChange={(id) => form.set('segmentId', id)}
                  segments={segmentList.data?.items}
                  loading={canSegments && segmentList.loading}
                  errorText={errorText.field(form.errors.segmentId)}
                  disabled={readOnly || !canSegments}
                />
              )}
              <MailingTagsField
                tags={form.values.tags}
                onChange={(tags) => form.set('tags', tags)}
                disabled={readOnly}
                errors={form.errors}
              />
            </Grid>
          </Container>
          <MailingContentSection editor={editor} footerHtml={footer?.html} />
        </SpaceBetween>
      </Form>
      {planning && (
        <Suspense fallback={null}>
          <PlanMailingModal
            mailing={planning}
            visible
            onDismiss={() => setPlanning(null)}
            onPlanned={(next) => {
              setPlanning(null);
              editor.planned(next);
            }}
          />
        </Suspense>
      )}
      {editor.leaveModal}
    </SubmitForm>
  );
}
