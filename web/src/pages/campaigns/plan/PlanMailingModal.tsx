import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import { SEND_TYPES, type SendType } from '@shared/rules/campaigns';
import { localOf } from '@shared/rules/local-time';
import type { Mailing } from '@shared/schemas/mailing';
import type { PlanMailingBody, PlanPreview } from '@shared/schemas/schedule';
import { api, isApiError } from '@web/api';
import { useCurrentUser } from '@web/app/session/session-store';
import { useDebounced } from '@web/common/use-debounced';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { SEND_TYPE_SECTIONS } from './sections';

export interface PlanMailingModalProps {
  mailing: Mailing;
  visible: boolean;
  onDismiss(): void;
  /** The mailing as planning answered it. */
  onPlanned(mailing: Mailing): void;
}

/** A wall time with its zone, as the dialog and the planned panel say it. */
export const wallText = (iso: string, zone: string) => `${localOf(iso, zone).replace('T', ' ')} (${zone})`;

/** Paths the dialog shows under its own fields; anything else is said above them. */
const isFieldPath = (path: string) => path !== '' && path !== 'type';

/**
 * Plans a mailing (issue 17): the send type (the sections their helpers made available; a
 * reservation only under 4-eye), its settings, the live preview (audience, count, the plan's room
 * this month, start), then a confirmation naming audience, count, type and time.
 */
export default function PlanMailingModal({ mailing, visible, onDismiss, onPlanned }: PlanMailingModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fourEyeOn = useCurrentUser().account.fourEye;
  const types = SEND_TYPES.filter((type) => SEND_TYPE_SECTIONS[type].available && (type !== 'reservation' || fourEyeOn));
  const [schedule, setSchedule] = useState<PlanMailingBody>(() => SEND_TYPE_SECTIONS.once.initial(mailing));
  // The last preview answered, with the schedule it answered for: loading while that is not the settled one.
  const [answer, setAnswer] = useState<{ key: string; data?: PlanPreview; error?: unknown }>({ key: '' });
  const { busy, error: planFailure, run } = useSubmission<'planning'>();
  // A refusal of the plan is about the schedule it was made with: changing it clears the refusal.
  const [plannedWith, setPlannedWith] = useState('');
  const planError = plannedWith === JSON.stringify(schedule) ? planFailure : null;
  const settled = useDebounced(schedule, 400);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    const key = JSON.stringify(settled);
    api('mailings.planPreview', { params: { id: mailing.id }, body: settled })
      .then((data) => live && setAnswer({ key, data }))
      .catch((error: unknown) => live && setAnswer((p) => ({ key, data: p.data, error })));
    return () => {
      live = false;
    };
  }, [visible, mailing.id, settled]);

  const preview = { ...answer, loading: answer.key !== JSON.stringify(settled) };
  const shownError = planError ?? preview.error;
  const fieldErrors = isApiError(shownError) ? shownError.fieldErrors.filter((e) => isFieldPath(e.path)) : [];
  const timeZone = preview.data?.timeZone ?? '';
  const section = SEND_TYPE_SECTIONS[schedule.type] as (typeof SEND_TYPE_SECTIONS)['once'];
  const upToDate = !preview.loading && !preview.error && JSON.stringify(settled) === JSON.stringify(schedule);
  const data = upToDate ? preview.data : undefined;
  const fourEye = data?.fourEye ?? fourEyeOn;

  const typeLabel = (type: SendType) => t(`campaignPlan.types.${type}`);
  const when = data?.startsAt
    ? t('campaignPlan.confirm.at', { time: localOf(data.startsAt, timeZone).replace('T', ' '), zone: timeZone })
    : t('campaignPlan.confirm.now');
  const audience = data?.segmentName ?? t('campaignPlan.preview.all');
  const audienceWords = data?.segmentName ? t('campaignPlan.confirm.segment', { name: data.segmentName }) : t('campaignPlan.confirm.all');
  // The words people know for the plain cases: send now, hand over (4-eye).
  const confirmText = fourEye
    ? t('acceptance.send.confirm')
    : schedule.type === 'once' && !schedule.at && !data?.startsAt
      ? t('mailing.send.confirm')
      : t('campaignPlan.modal.plan');

  const plan = () =>
    run('planning', async () => {
      setPlannedWith(JSON.stringify(schedule));
      const planned = await api('mailings.plan', { params: { id: mailing.id }, body: schedule });
      onPlanned(planned);
    });

  return (
    <Modal
      visible={visible}
      size="large"
      onDismiss={() => busy === null && onDismiss()}
      closeAriaLabel={t('common.close')}
      header={t('campaignPlan.modal.header', { name: mailing.name })}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onDismiss} disabled={busy !== null}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" disabled={!data || !data.fits} onClick={() => void plan()} loading={busy === 'planning'}>
              {confirmText}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      {
        <SpaceBetween size="l">
          {preview.error !== undefined && !planError && fieldErrors.length === 0 && (
            <Alert type="error">{errorText.describe(preview.error)}</Alert>
          )}
          <FormField label={t('campaignPlan.modal.type')}>
            <Select
              selectedOption={{ value: schedule.type, label: typeLabel(schedule.type) }}
              options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
              onChange={({ detail }) => setSchedule(SEND_TYPE_SECTIONS[detail.selectedOption.value as SendType].initial(mailing))}
            />
          </FormField>
          <section.Section
            mailing={mailing}
            value={schedule as Extract<PlanMailingBody, { type: 'once' }>}
            onChange={setSchedule}
            errors={fieldErrors}
            timeZone={timeZone}
            {...(data ? { preview: data } : {})}
          />
          <Container header={<Header variant="h3">{t('campaignPlan.preview.header')}</Header>}>
            {data ? (
              <SpaceBetween size="s">
                <KeyValuePairs
                  columns={4}
                  items={[
                    { label: t('campaignPlan.preview.audience'), value: audience },
                    {
                      label: t('campaignPlan.preview.recipients'),
                      value: data.recipients !== undefined ? String(data.recipients) : t('campaignPlan.preview.recipientsLater'),
                    },
                    { label: t('campaignPlan.preview.monthlyLeft'), value: data.monthlyLeft === null ? '∞' : String(data.monthlyLeft) },
                    {
                      label: t('campaignPlan.preview.start'),
                      value: data.startsAt ? wallText(data.startsAt, timeZone) : t('campaignPlan.preview.now'),
                    },
                  ]}
                />
                {data.nextStarts.length > 0 && (
                  <Box>
                    {t('campaignPlan.preview.nextStarts')}: {data.nextStarts.map((s) => wallText(s, timeZone)).join(', ')}
                  </Box>
                )}
                {data.hours !== undefined && <Box data-testid="plan-hours">{t('campaignHourly.preview.hours', { count: data.hours })}</Box>}
                {!data.fits && <Alert type="warning">{t('campaignPlan.preview.notFit')}</Alert>}
              </SpaceBetween>
            ) : preview.loading || !preview.error ? (
              <Spinner />
            ) : null}
          </Container>
          {data && (
            <Box data-testid="plan-confirmation" variant="strong">
              {data.recipients !== undefined
                ? t('campaignPlan.confirm.message', {
                    name: mailing.name,
                    audience: audienceWords,
                    count: data.recipients,
                    type: typeLabel(schedule.type),
                    time: when,
                  })
                : t('campaignPlan.confirm.messageUncounted', {
                    name: mailing.name,
                    audience: audienceWords,
                    type: typeLabel(schedule.type),
                    time: when,
                  })}
            </Box>
          )}
          {data && data.recipients === undefined && mailing.segmentId && (
            <Alert type="warning">{t('segments.mailing.sendNotCurrent')}</Alert>
          )}
          {fourEye && <Alert type="info">{t('acceptance.send.message', { name: mailing.name })}</Alert>}
          {planError !== null && planError !== undefined && fieldErrors.length === 0 && (
            <Alert type="error">{errorText.describe(planError)}</Alert>
          )}
        </SpaceBetween>
      }
    </Modal>
  );
}
