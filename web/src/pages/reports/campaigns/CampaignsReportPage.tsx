import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import type { CampaignReportRow } from '@shared/schemas/reports';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { PagedTable } from '@web/common/PagedTable';
import { useDebounced } from '@web/common/use-debounced';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { MailingFilterFields, useMailingFilters } from '@web/pages/campaigns/lists/mailing-filters';
import { useDownload } from '@web/pages/subscribers/import/common/download';
import { formatRate } from '../mailing/report-view';
import { campaignReportColumns } from './columns';
import { CompareModal } from './CompareModal';
import { TagFilter } from './TagFilter';
import { TrendChart } from './TrendChart';
import { comparable } from './trend';

/** /reports/campaigns: every mailing that went out with its KPIs, filtered; a trend of the page; 2–4 compared; the list as CSV. */
export default function CampaignsReportPage() {
  const { t, i18n } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const filters = useMailingFilters();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [senderText, setSenderText] = useState('');
  const sender = useDebounced(senderText).trim();
  const [archive, setArchive] = useState(false);
  const [tags, setTags] = useState<string[]>([]);
  const [selected, setSelected] = useState<CampaignReportRow[]>([]);
  const [comparing, setComparing] = useState(false);
  const { busy, download } = useDownload();
  const filter = {
    ...filters.query,
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
    ...(sender ? { sender } : {}),
    ...(archive ? { archive: 'true' as const } : {}),
    // Issue 18: names joined as the route reads them (a mailing with any of them matches).
    ...(tags.length ? { tags: tags.join(',') } : {}),
  };
  const pages = useApiPages('reports.campaigns', { query: filter });
  const number = (n: number) => n.toLocaleString(i18n.language);
  const rate = (value: number | null) => formatRate(value, i18n.language);
  return (
    <SpaceBetween size="l">
      <PagedTable<CampaignReportRow>
        fullPage
        title={t('reports.campaigns.title')}
        description={archive ? t('reports.campaigns.archiveDescription') : t('reports.campaigns.description')}
        pages={pages}
        columns={campaignReportColumns({ t, number, rate, formatDate, follow })}
        emptyText={t('reports.campaigns.empty')}
        emptyHint={t('reports.campaigns.emptyHint')}
        selection={{ type: 'multi', selected, onChange: setSelected, label: (r) => t('reports.campaigns.selectLabel', { name: r.name }) }}
        filter={
          <SpaceBetween size="s" direction="horizontal" alignItems="end">
            <FormField label={t('reports.campaigns.from')}>
              <DatePickerInput value={from} onChange={setFrom} ariaLabel={t('reports.campaigns.from')} />
            </FormField>
            <FormField label={t('reports.campaigns.to')}>
              <DatePickerInput value={to} onChange={setTo} ariaLabel={t('reports.campaigns.to')} />
            </FormField>
            <FormField label={t('reports.campaigns.sender')}>
              <Input
                type="email"
                value={senderText}
                onChange={({ detail }) => setSenderText(detail.value)}
                placeholder={t('reports.campaigns.senderPlaceholder')}
                ariaLabel={t('reports.campaigns.sender')}
              />
            </FormField>
            <TagFilter value={tags} onChange={setTags} />
            <MailingFilterFields filters={filters} />
            <Toggle checked={archive} onChange={({ detail }) => setArchive(detail.checked)}>
              {t('reports.campaigns.archive')}
            </Toggle>
          </SpaceBetween>
        }
      >
        <Button disabled={!comparable(selected.length)} onClick={() => setComparing(true)}>
          {t('reports.campaigns.compare')}
        </Button>
        <Button
          iconName="download"
          loading={busy === 'campaigns'}
          onClick={() => void download('campaigns', () => api('reports.exportCampaigns', { query: filter }))}
        >
          {t('reports.campaigns.export')}
        </Button>
      </PagedTable>
      {pages.items.length > 1 && (
        <Container
          header={
            <Header variant="h2" description={t('reports.campaigns.trendDescription')}>
              {t('reports.campaigns.trend')}
            </Header>
          }
        >
          <TrendChart rows={pages.items} />
        </Container>
      )}
      {comparing && <CompareModal ids={selected.map((r) => r.id)} onClose={() => setComparing(false)} />}
    </SpaceBetween>
  );
}
