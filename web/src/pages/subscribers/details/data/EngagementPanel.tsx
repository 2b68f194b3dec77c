import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import type { EngagementSummary } from '@shared/schemas/subscriber';
import { useFormatDate } from '@web/common/use-format-date';

/** Issue 18: what the last scoring recalculation found for the subscriber (their page loads the scoring texts). */
export function EngagementPanel({ engagement: e }: { engagement: EngagementSummary }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    <Container header={<Header variant="h2">{t('scoring.summary.title')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('scoring.summary.score'), value: <span data-testid="engagement-score">{e.score}</span> },
          { label: t('scoring.summary.opens'), value: e.opens },
          { label: t('scoring.summary.clicks'), value: e.clicks },
          { label: t('scoring.summary.lastOpen'), value: e.lastOpenAt ? formatDate(e.lastOpenAt, true) : '—' },
          { label: t('scoring.summary.lastClick'), value: e.lastClickAt ? formatDate(e.lastClickAt, true) : '—' },
          { label: t('scoring.summary.asOf'), value: formatDate(e.at, true) },
        ]}
      />
    </Container>
  );
}
