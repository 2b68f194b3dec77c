import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@web/api/query';
import { QueryGate } from '@web/common/QueryGate';
import { useFormatDate } from '@web/common/use-format-date';
import { useSmsReportArea } from './area';
import { Breakdown } from './Breakdown';

/** /v2/reports/sms/details/{id} and /sms/reports/{id}: one SMS sending's statuses, parts, cost, prefixes and clicks; a test's variants side by side. */
export default function SmsReportPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const area = useSmsReportArea();
  const formatDate = useFormatDate();
  const report = useApiQuery(area.details, { params: { id } });
  return (
    <QueryGate query={report}>
      {(r) => (
        <SpaceBetween size="l">
          <Header variant="h1" description={t('reports.sms.detailsDescription', { sender: r.sender, at: formatDate(r.createdAt, true) })}>
            {r.name}
          </Header>
          <Container header={<Header variant="h2">{t('reports.sms.content')}</Header>}>
            <Box variant="p">
              <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.content}</span>
            </Box>
          </Container>
          <Breakdown breakdown={r} currency={r.currency} title={t('reports.sms.whole')} />
          {r.variants && (
            <Container header={<Header variant="h2">{t('reports.sms.variants')}</Header>}>
              <ColumnLayout columns={Math.min(r.variants.length, 3)} variant="text-grid">
                {r.variants.map((v) => (
                  <SpaceBetween key={v.key} size="s">
                    <Box variant="h3">{t('reports.sms.variant', { key: v.key, sender: v.sender })}</Box>
                    <Box variant="small">{v.content}</Box>
                    <Breakdown breakdown={v} currency={r.currency} compact />
                  </SpaceBetween>
                ))}
              </ColumnLayout>
            </Container>
          )}
        </SpaceBetween>
      )}
    </QueryGate>
  );
}
