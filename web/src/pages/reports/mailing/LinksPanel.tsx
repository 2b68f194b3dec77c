import { useMemo } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { LinkRow, MailingReport } from '@shared/schemas/reports';
import { clickMapHtml } from './click-map';
import { clickShare, formatRate, largestFirst } from './report-view';

/** Each link's clicks (people and scanners apart), and the click map: the message with the counts beside its links. */
export function LinksPanel({ report, html }: { report: MailingReport; html: string | undefined }) {
  const { t, i18n } = useTranslation();
  const rows = largestFirst(
    report.links,
    (l) => l.clicks,
    (l) => l.url,
  );
  const number = (n: number) => n.toLocaleString(i18n.language);
  const map = useMemo(
    () =>
      html
        ? clickMapHtml(html, report.links, (clicks, share) =>
            t('reports.mailing.links.badge', { clicks: number(clicks), share: formatRate(share, i18n.language) }),
          )
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `number` and `t` follow the language, which is listed.
    [html, report.links, i18n.language],
  );
  return (
    <SpaceBetween size="l">
      <Table<LinkRow>
        variant="embedded"
        header={<Header variant="h3">{t('reports.mailing.links.header')}</Header>}
        trackBy="url"
        items={rows}
        empty={<Box textAlign="center">{t('reports.mailing.links.empty')}</Box>}
        columnDefinitions={[
          {
            id: 'url',
            header: t('reports.mailing.links.url'),
            cell: (l) => (
              <Link href={l.url} external>
                {l.url}
              </Link>
            ),
          },
          { id: 'clicks', header: t('reports.mailing.links.clicks'), cell: (l) => number(l.clicks) },
          { id: 'unique', header: t('reports.mailing.links.uniqueClicks'), cell: (l) => number(l.uniqueClicks) },
          { id: 'machine', header: t('reports.mailing.links.machine'), cell: (l) => number(l.machine) },
          { id: 'share', header: t('reports.mailing.links.share'), cell: (l) => formatRate(clickShare(l, rows), i18n.language) },
        ]}
      />
      {map && (
        <Container
          header={
            <Header variant="h3" description={t('reports.mailing.links.clickMapDescription')}>
              {t('reports.mailing.links.clickMap')}
            </Header>
          }
        >
          <iframe
            title={t('reports.mailing.links.clickMapFrame')}
            sandbox=""
            srcDoc={map}
            style={{ width: '100%', height: 640, border: 0, background: '#fff' }}
          />
        </Container>
      )}
    </SpaceBetween>
  );
}
