import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { TransactionalSmsRow } from '@shared/schemas/transactional-reports';
import { PagedTable } from '@web/common/PagedTable';
import { QueryGate } from '@web/common/QueryGate';
import { useFormatDate } from '@web/common/use-format-date';
import { Breakdown } from '@web/pages/reports/sms/Breakdown';
import { messageColumns } from './columns';
import { DaysChart } from './DaysChart';
import { monthLabel, recentMonths } from './months';
import { useTransactionalMessages, useTransactionalReport } from './use-transactional-report';

/** /sms/transactional-reports (PERM_SMS): a month of transactional texts — KPIs, statuses, prefixes, days — and the texts themselves. */
export default function TransactionalReportsPage() {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const [month, setMonth] = useState<string | undefined>();
  const report = useTransactionalReport(month);
  const messages = useTransactionalMessages(month);
  return (
    <QueryGate query={report}>
      {(r) => {
        const options = recentMonths(month ?? r.month).map((m) => ({ value: m, label: monthLabel(m, i18n.language) }));
        return (
          <SpaceBetween size="l">
            <Header
              variant="h1"
              description={t('smsTransactional.description')}
              actions={
                <FormField label={t('smsTransactional.month')}>
                  <Select
                    selectedOption={options.find((o) => o.value === r.month) ?? null}
                    options={options}
                    onChange={({ detail }) => setMonth(detail.selectedOption.value)}
                  />
                </FormField>
              }
            >
              {t('smsTransactional.title')}
            </Header>
            <Breakdown breakdown={r} currency={r.currency} title={t('smsTransactional.whole')} />
            <DaysChart days={r.days} />
            <PagedTable<TransactionalSmsRow>
              title={t('smsTransactional.messages')}
              description={t('smsTransactional.messagesDescription')}
              pages={messages}
              emptyText={t('smsTransactional.noTexts')}
              columns={messageColumns(t, i18n.language, r.currency, formatDate)}
            />
          </SpaceBetween>
        );
      }}
    </QueryGate>
  );
}
