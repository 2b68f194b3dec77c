import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { CampaignRates, CampaignReportRow } from '@shared/schemas/reports';
import { reportPath } from '@web/pages/mailing/common/mailing-links';
import { mailingTagsColumn } from '@web/pages/mailing/common/mailing-columns';
import { MailingStateIndicator } from '@web/pages/mailing/common/MailingStateIndicator';

interface Context {
  t: TFunction;
  number: (n: number) => string;
  rate: (value: number | null) => string;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

export const RATE_COLUMNS = [
  ['open', 'openRate'],
  ['click', 'clickRate'],
  ['clickToOpen', 'clickToOpenRate'],
  ['bounce', 'bounceRate'],
  ['unsubscribe', 'unsubscribeRate'],
] as const satisfies readonly (readonly [keyof CampaignRates, string])[];

export const COUNT_COLUMNS = ['sent', 'delivered', 'opened', 'clicked'] as const;

/** The campaigns report's columns: the mailing (to its report), type, start, counts and KPIs. */
export function campaignReportColumns({ t, number, rate, formatDate, follow }: Context): TableProps.ColumnDefinition<CampaignReportRow>[] {
  return [
    {
      id: 'name',
      header: t('reports.campaigns.name'),
      cell: (r) => (
        <Link href={reportPath(r.id)} onFollow={follow}>
          {r.name}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'state', header: t('mailing.fields.state'), cell: (r) => <MailingStateIndicator state={r.state} /> },
    {
      id: 'type',
      header: t('reports.campaigns.sendType'),
      cell: (r) => (r.sendType ? t(`campaignLists.types.${r.sendType as 'once'}`) : t('campaignLists.types.none')),
    },
    mailingTagsColumn<CampaignReportRow>(t),
    { id: 'startedAt', header: t('reports.campaigns.startedAt'), cell: (r) => formatDate(r.startedAt, true) },
    ...COUNT_COLUMNS.map((key) => ({
      id: key,
      header: t(`reports.campaigns.${key}`),
      cell: (r: CampaignReportRow) => number(r.stats[key]),
    })),
    ...RATE_COLUMNS.map(([key, label]) => ({
      id: key,
      header: t(`reports.campaigns.${label}`),
      cell: (r: CampaignReportRow) => rate(r.rates[key]),
    })),
  ];
}
