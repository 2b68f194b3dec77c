import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@web/common/use-format-date';
import type { CampaignPanelProps } from './panels';

/**
 * An hourly mailing (issue 17): its portion and, while it goes, whether this hour's portion is being
 * sent or has gone and when the next one starts by itself (the engine's `hourly` pause, which the
 * report's pause alert leaves to this panel: nobody needs to resume it).
 */
export default function HourlyPanel({ mailing }: CampaignPanelProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const schedule = mailing.schedule;
  if (schedule?.type !== 'hourly') return null;
  const waiting = mailing.state === 'paused' && mailing.pause?.reason === 'hourly' ? mailing.pause.resumeAt : undefined;
  return (
    <Container data-testid="hourly-panel" header={<Header variant="h2">{t('campaignHourly.panel.header')}</Header>}>
      <SpaceBetween size="s">
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('campaignHourly.panel.perHour'), value: t('campaignHourly.panel.perHourValue', { count: schedule.perHour }) },
            ...(waiting ? [{ label: t('campaignHourly.panel.nextPortion'), value: formatDate(waiting, true) }] : []),
          ]}
        />
        {waiting && <Box data-testid="hourly-waiting">{t('campaignHourly.panel.waiting', { date: formatDate(waiting, true) })}</Box>}
        {mailing.state === 'sending' && <Box>{t('campaignHourly.panel.sending')}</Box>}
      </SpaceBetween>
    </Container>
  );
}
