import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { maySendMailing } from '@shared/versions';
import { api, isApiError } from '@web/api';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { useSubmission } from '@web/common/use-form-submit';
import { WallTimeInput } from '../plan/fields/WallTimeInput';
import type { CampaignPanelProps } from './panels';

const TIMED = ['once', 'reservation', 'hourly'];

/**
 * A planned once sending (issue 17): its type, start and sending hours in the account's zone, a new
 * time (under 4-eye handed over again) and back to ready. The zone is the one the mailing was
 * planned in (its window carries it) or, for a sending without a window, the one planning answers.
 */
export default function PlannedPanel({ mailing, onChange }: CampaignPanelProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  const { versions } = useCurrentUser().permissions;
  const [editing, setEditing] = useState(false);
  const [at, setAt] = useState('');
  const [unplanning, setUnplanning] = useState(false);
  const { busy, error, run } = useSubmission<'saving'>();
  const formatDate = useFormatDate();
  if (mailing.state !== 'planned' || !mailing.sendType || !TIMED.includes(mailing.sendType)) return null;
  // What sending a mailing takes, in its planned state (not useMailingAccess's canSend: that one is for working and ready ones).
  const mayReplan = can(routes['mailings.changeTime'].permission) && maySendMailing(versions, mailing.state);
  const window = mailing.schedule && 'window' in mailing.schedule ? mailing.schedule.window : undefined;
  const fieldError = isApiError(error) ? error.fieldErrors.find((e) => e.path === 'at') : undefined;
  // The schedule's own time is a wall time in the account's zone, shown as typed; a start moved to a window's opening is an instant.
  const wallAt = mailing.schedule && 'at' in mailing.schedule ? mailing.schedule.at : undefined;

  const save = () =>
    run('saving', async () => {
      const next = await api('mailings.changeTime', { params: { id: mailing.id }, body: { at } });
      setEditing(false);
      onChange(next);
      pushNotice(
        next.approval?.state === 'pending'
          ? { type: 'success', content: { key: 'campaignPlan.planned.handedOver', params: { name: next.name } } }
          : { type: 'success', content: { key: 'campaignPlan.planned.changed', params: { name: next.name, time: at.replace('T', ' ') } } },
        6000,
      );
    });

  return (
    <Container
      data-testid="planned-panel"
      header={
        <Header
          variant="h2"
          actions={
            mayReplan && (
              <SpaceBetween direction="horizontal" size="xs">
                <Button
                  onClick={() => {
                    setAt(wallAt ?? '');
                    setEditing(true);
                  }}
                >
                  {t('campaignPlan.planned.changeTime')}
                </Button>
                <Button onClick={() => setUnplanning(true)}>{t('campaignPlan.planned.unplan')}</Button>
              </SpaceBetween>
            )
          }
        >
          {t('campaignPlan.planned.header')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('campaignPlan.planned.type'), value: t(`campaignPlan.types.${mailing.sendType}`) },
            {
              label: t('campaignPlan.planned.startsAt'),
              value: wallAt
                ? t('campaignPlan.planned.wallTime', { time: wallAt.replace('T', ' ') })
                : mailing.startAt
                  ? formatDate(mailing.startAt, true)
                  : t('campaignPlan.preview.now'),
            },
            ...(window
              ? [
                  {
                    label: t('campaignPlan.planned.window'),
                    value: t('campaignPlan.planned.windowValue', {
                      from: window.fromHour,
                      to: window.toHour,
                      days: window.days.map((d) => t(`campaignPlan.once.dayNames.${d}` as 'campaignPlan.once.dayNames.1')).join(', '),
                    }),
                  },
                ]
              : []),
          ]}
        />
        {editing && (
          <SpaceBetween size="s">
            <FormField
              label={t('campaignPlan.planned.newTime')}
              description={t('campaignPlan.planned.accountZone')}
              errorText={errorText.field(fieldError)}
            >
              <WallTimeInput value={at} onChange={setAt} invalid={!!fieldError} />
            </FormField>
            {error !== null && !fieldError && <Box color="text-status-error">{errorText.describe(error)}</Box>}
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => setEditing(false)}>
                {t('common.cancel')}
              </Button>
              <Button variant="primary" disabled={!at} loading={busy === 'saving'} onClick={() => void save()}>
                {t('campaignPlan.planned.save')}
              </Button>
            </SpaceBetween>
          </SpaceBetween>
        )}
      </SpaceBetween>
      {unplanning && (
        <ConfirmModal
          header={t('campaignPlan.planned.unplan')}
          confirmText={t('campaignPlan.planned.unplan')}
          onClose={() => setUnplanning(false)}
          action={async () => {
            const next = await api('mailings.unplan', { params: { id: mailing.id }, body: {} });
            setUnplanning(false);
            onChange(next);
            pushNotice({ type: 'success', content: { key: 'campaignPlan.planned.unplanned', params: { name: next.name } } }, 6000);
          }}
        >
          {t('campaignPlan.planned.unplanConfirm', { name: mailing.name })}
        </ConfirmModal>
      )}
    </Container>
  );
}
