import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import PieChart from '@cloudscape-design/components/pie-chart';
import { useTranslation } from 'react-i18next';
import type { Sms } from '@shared/schemas/sms';
import { useChartStrings } from '@web/common/use-chart-strings';
import { outcomeSlices } from '../common/sms-state';

/** How one sending ended: sent, not sent and not sent due to the prefix, beside its content. */
export function OutcomeChart({ sms }: { sms: Sms }) {
  const { t } = useTranslation();
  const strings = useChartStrings();
  const data = outcomeSlices(sms.stats).map(({ key, value }) => ({ title: t(`sms.stats.${key}`), value }));
  return (
    <Container
      header={
        <Header variant="h2" description={t('sms.history.chartDescription', { sender: sms.sender })}>
          {t('sms.history.chartTitle', { name: sms.name })}
        </Header>
      }
    >
      <ColumnLayout columns={2}>
        <PieChart
          {...strings}
          data={data}
          variant="donut"
          size="small"
          hideFilter
          ariaLabel={t('sms.history.chartTitle', { name: sms.name })}
          i18nStrings={{
            ...strings.i18nStrings,
            detailsValue: t('sms.history.chartCount'),
            detailsPercentage: t('sms.history.chartShare'),
          }}
          empty={
            <Box textAlign="center" color="inherit">
              {t('sms.history.chartEmpty')}
            </Box>
          }
        />
        <div>
          <Box variant="awsui-key-label">{t('sms.fields.content')}</Box>
          <Box variant="p">
            <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{sms.content}</span>
          </Box>
        </div>
      </ColumnLayout>
    </Container>
  );
}
