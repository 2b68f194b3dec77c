import Box from '@cloudscape-design/components/box';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { useTranslation } from 'react-i18next';
import type { MailingStats } from '@shared/schemas/mailing';
import { rates, STAT_KEYS } from './stats';

/** Each number sits alone in its data-testid element, so tests read it without parsing labels. */
export function StatCounters({ stats }: { stats: MailingStats }) {
  const { t, i18n } = useTranslation();
  const r = rates(stats);
  const percent = (value: number | null) =>
    value === null ? '—' : new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  return (
    <KeyValuePairs
      columns={4}
      items={[
        ...STAT_KEYS.map((key) => ({
          label: t(`mailing.stats.${key}`),
          value: (
            <Box variant="awsui-value-large">
              <span data-testid={`stat-${key}`}>{stats[key]}</span>
            </Box>
          ),
        })),
        {
          label: t('mailing.report.openRate'),
          value: (
            <Box variant="awsui-value-large">
              <span data-testid="stat-openRate">{percent(r.openRate)}</span>
            </Box>
          ),
        },
        {
          label: t('mailing.report.clickRate'),
          value: (
            <Box variant="awsui-value-large">
              <span data-testid="stat-clickRate">{percent(r.clickRate)}</span>
            </Box>
          ),
        },
      ]}
    />
  );
}
