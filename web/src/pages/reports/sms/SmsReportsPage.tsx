import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { SmsReportRow } from '@shared/schemas/sms-reports';
import { useApiPages } from '@web/api/query';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { PagedTable } from '@web/common/PagedTable';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { formatMoney, useSmsReportArea } from './area';

const COUNTS = ['recipients', 'sent', 'delivered', 'clicked', 'notSent', 'parts'] as const;

/** /v2/reports/sms and /sms/reports: the SMS sendings of a period with their KPIs, each linking to its report. */
export default function SmsReportsPage() {
  const { t, i18n } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const area = useSmsReportArea();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const pages = useApiPages(area.list, { query: { ...(from ? { from } : {}), ...(to ? { to } : {}) } });
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <PagedTable<SmsReportRow>
      fullPage
      title={t('reports.sms.title')}
      description={t('reports.sms.description')}
      pages={pages}
      emptyText={t('reports.sms.empty')}
      columns={[
        {
          id: 'name',
          header: t('reports.sms.name'),
          cell: (r) => (
            <Link href={area.detailsPath(r.id)} onFollow={follow}>
              {r.name}
            </Link>
          ),
          isRowHeader: true,
        },
        { id: 'sender', header: t('reports.sms.sender'), cell: (r) => r.sender },
        { id: 'createdAt', header: t('reports.sms.createdAt'), cell: (r) => formatDate(r.createdAt, true) },
        ...COUNTS.map((key) => ({ id: key, header: t(`reports.sms.kpis.${key}`), cell: (r: SmsReportRow) => number(r.kpis[key]) })),
        { id: 'cost', header: t('reports.sms.kpis.cost'), cell: (r) => formatMoney(r.kpis.cost, r.currency, i18n.language) },
      ]}
      filter={
        <SpaceBetween size="s" direction="horizontal" alignItems="end">
          <FormField label={t('reports.sms.from')}>
            <DatePickerInput value={from} onChange={setFrom} ariaLabel={t('reports.sms.from')} />
          </FormField>
          <FormField label={t('reports.sms.to')}>
            <DatePickerInput value={to} onChange={setTo} ariaLabel={t('reports.sms.to')} />
          </FormField>
        </SpaceBetween>
      }
    />
  );
}
