import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { AUDIENCE_CODES } from '@web/pages/segments/common/audience-refusal';
import { AudienceField } from '@web/pages/segments/common/AudienceField';
import { audienceStanding, isCalculating } from '@web/pages/segments/common/segment-state';
import { useAudienceText } from '@web/pages/segments/common/use-audience-text';
import { useSegmentList } from '@web/pages/segments/common/use-segment-list';
import { contentCounter } from '../common/sms-counter';
import { SMS_HISTORY_PATH } from '../paths';
import { ScheduleFields } from '../planned/ScheduleFields';
import { ContentCounter } from './ContentCounter';
import { senderTypingProblem } from './sms-form';
import { SmsConfirmModal } from './SmsConfirmModal';
import { TestPanel } from './TestPanel';
import { useSmsSending } from './use-sms-sending';
import { useSmsTest } from './use-sms-test';
import { SmsAbxSection } from '../abx/SmsAbxSection';
import { useSmsAbx } from '../abx/use-sms-abx';
import { restShare } from '../abx/sms-abx-draft';

/**
 * /sms/sending: name, sender ID, content with a live counter (characters, parts, encoding), the
 * audience (everyone with a GSM number, or a segment), the +48-only option, a test to a few
 * numbers, and the sending itself after a confirmation; the history follows it from there.
 */
export default function SmsSendingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const can = useCan();
  // 4-eye verification: with the account's switch on, the sending is handed over for acceptance instead of sent.
  const handOver = useCurrentUser().account.fourEye;
  const abx = useSmsAbx();
  const { form, busy, error, confirming, requestSend, send, cancelSend, leaveModal } = useSmsSending(abx.request);
  const test = useSmsTest();
  const audienceText = useAudienceText();
  // A segment as the audience, chosen from the account's segments as a mailing's is.
  const canSegments = can(routes['segments.list'].permission);
  const segmentList = useSegmentList(canSegments);
  const { values, errors } = form;
  const segment = values.segmentId ? segmentList.data?.items.find((s) => s.id === values.segmentId) : undefined;
  const counted = contentCounter(values.content);

  // The sender is checked as it is typed once it cannot become valid, and fully on sending.
  const senderError = errors.sender
    ? errorText.field(errors.sender)
    : senderTypingProblem(values.sender)
      ? errorText.field({ path: 'sender', code: 'SMS_INVALID_SENDER' })
      : undefined;
  // Too many parts is said by the counter under the field (the schema's code for it is a generic one).
  const contentError =
    errors.content && !(errors.content.code === 'SMS_INVALID_PARAMS' && counted.level === 'tooLong')
      ? errorText.field(errors.content)
      : undefined;
  // A segment whose audience is missing, out of date or being calculated: said with the way out.
  const segmentError = errors.segmentId
    ? AUDIENCE_CODES.some((code) => code === errors.segmentId?.code)
      ? t('sms.sending.refusedSegment')
      : errorText.field(errors.segmentId)
    : undefined;

  return (
    <SubmitForm onSubmit={requestSend}>
      <Form
        header={
          <Header variant="h1" description={t('sms.sending.description')}>
            {t('pages.smsSending')}
          </Header>
        }
        errorText={
          error
            ? errorText.describe(error, { name: t('sms.fields.name'), sender: t('sms.fields.sender'), content: t('sms.fields.content') })
            : undefined
        }
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(SMS_HISTORY_PATH)}>
              {t('common.cancel')}
            </Button>
            <Button formAction="submit" variant="primary" iconName="send" disabled={busy !== null}>
              {handOver ? t('acceptance.sms.button') : t('sms.sending.send')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {segment && isCalculating(segment) && <Alert type="info">{t('sms.sending.calculating', { name: segment.name })}</Alert>}
          <Container header={<Header variant="h2">{t('sms.sending.settings')}</Header>}>
            <Grid
              gridDefinition={[{ colspan: { default: 12, xs: 6 } }, { colspan: { default: 12, xs: 6 } }, { colspan: 12 }, { colspan: 12 }]}
            >
              <TextField
                label={t('sms.fields.name')}
                autoComplete="off"
                value={values.name}
                onChange={(v) => form.set('name', v)}
                errorText={errorText.field(errors.name)}
                autoFocus
              />
              <TextField
                label={t('sms.fields.sender')}
                description={t('sms.sending.senderHint')}
                placeholder={t('sms.sending.senderPlaceholder')}
                autoComplete="off"
                value={values.sender}
                onChange={(v) => form.set('sender', v)}
                errorText={senderError}
              />
              {canSegments || values.segmentId ? (
                <AudienceField
                  value={values.segmentId}
                  onChange={(id) => form.set('segmentId', id)}
                  segments={segmentList.data?.items}
                  loading={canSegments && segmentList.loading}
                  errorText={segmentError}
                  disabled={!canSegments}
                  texts={{
                    description: t('sms.sending.audienceDescription'),
                    all: t('sms.sending.all'),
                    allHint: t('sms.sending.allHint'),
                  }}
                />
              ) : (
                <FormField label={t('segments.mailing.label')} errorText={segmentError}>
                  <Box>{t('sms.sending.allHint')}</Box>
                </FormField>
              )}
              <FormField description={t('sms.sending.onlyPrefix48Hint')} errorText={errorText.field(errors.onlyPrefix48)}>
                <Checkbox checked={values.onlyPrefix48} onChange={({ detail }) => form.set('onlyPrefix48', detail.checked)}>
                  {t('sms.fields.onlyPrefix48')}
                </Checkbox>
              </FormField>
            </Grid>
          </Container>
          <Container header={<Header variant="h2">{t('sms.sending.message')}</Header>}>
            <FormField
              label={t('sms.fields.content')}
              stretch
              errorText={contentError}
              constraintText={<ContentCounter counted={counted} />}
            >
              <Textarea
                value={values.content}
                onChange={({ detail }) => form.set('content', detail.value)}
                rows={6}
                placeholder={t('sms.sending.contentPlaceholder')}
                invalid={Boolean(errors.content) || counted.level === 'tooLong'}
              />
            </FormField>
          </Container>
          <ScheduleFields value={values.schedule} onChange={(schedule) => form.set('schedule', schedule)} errors={errors} />
          <SmsAbxSection draft={abx.draft} onChange={abx.setDraft} errors={abx.errors} />
          <TestPanel test={test} sender={values.sender} content={values.content} level={counted.level} />
        </SpaceBetween>
      </Form>
      {confirming && (
        <SmsConfirmModal
          name={confirming.name}
          segment={
            confirming.segmentId
              ? {
                  name: segment?.name ?? t('segments.mailing.unknown'),
                  audience: segment ? audienceText(segment) : '',
                  current: segment ? audienceStanding(segment) === 'current' && !isCalculating(segment) : true,
                }
              : undefined
          }
          onlyPrefix48={confirming.onlyPrefix48}
          schedule={confirming.schedule}
          parts={counted.parts}
          sending={busy === 'send'}
          handOver={handOver}
          note={
            'abx' in confirming
              ? t('smsAbx.form.confirm', { count: confirming.abx.variants.length, share: restShare(abx.draft) })
              : undefined
          }
          onCancel={cancelSend}
          onConfirm={() => void send()}
        />
      )}
      {leaveModal}
    </SubmitForm>
  );
}
