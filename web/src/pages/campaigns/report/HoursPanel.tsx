import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { reportPath } from '@web/pages/mailing/common/mailing-links';
import type { CampaignPanelProps } from './panels';

/** An optimisation's hours: each a sending of its own (the mailing's runs), with its time, state and counts. */
export default function HoursPanel({ mailing }: CampaignPanelProps) {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const shown = mailing.sendType === 'optimisation' && !mailing.parentId;
  const hours = useApiQuery('mailings.runs', { params: { id: mailing.id }, query: { limit: 24 } }, { enabled: shown });
  if (!shown) return null;
  // The newest plan's hours, in time order (runs come newest first).
  const items = [...(hours.data?.items ?? [])].reverse();
  return (
    <Container
      header={
        <Header variant="h2" description={t('campaignOptimisation.hours.description')}>
          {t('campaignOptimisation.hours.title')}
        </Header>
      }
    >
      <Table
        variant="embedded"
        data-testid="optimisation-hours"
        loading={hours.loading}
        items={items}
        trackBy="id"
        empty={<Box textAlign="center">{t('campaignOptimisation.hours.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'at',
            header: t('campaignOptimisation.hours.at'),
            cell: (h) => (
              <Link href={reportPath(h.id)} onFollow={follow}>
                {formatDate(h.startedAt, true)}
              </Link>
            ),
          },
          { id: 'state', header: t('campaignOptimisation.hours.state'), cell: (h) => t(`mailing.state.${h.state as 'sent'}`) },
          { id: 'sent', header: t('campaignOptimisation.hours.sent'), cell: (h) => h.sent },
          { id: 'opened', header: t('campaignOptimisation.hours.opened'), cell: (h) => h.opened },
          { id: 'clicked', header: t('campaignOptimisation.hours.clicked'), cell: (h) => h.clicked },
        ]}
      />
    </Container>
  );
}
