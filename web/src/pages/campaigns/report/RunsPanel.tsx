import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { reportPath } from '@web/pages/mailing/common/mailing-links';
import { isCyclicAbx } from '../common/cyclic-abx';
import type { CampaignPanelProps } from './panels';

const PAGE = 20;

/** A cyclic mailing's next start, pause and resume, and its runs (each a sending with its own report). */
export default function RunsPanel({ mailing, onChange }: CampaignPanelProps) {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const [limit, setLimit] = useState(PAGE);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const cyclic = (mailing.sendType === 'cyclic' && !mailing.parentId) || isCyclicAbx(mailing);
  const runs = useApiQuery('mailings.runs', { params: { id: mailing.id }, query: { limit } }, { enabled: cyclic });
  if (!cyclic) return null;

  // Resume is the pause alert's, above on the report page.
  const act = async (action: 'mailings.pause') => {
    setBusy(true);
    setError(null);
    try {
      onChange(await api(action, { params: { id: mailing.id }, body: {} }));
      runs.reload();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const items = runs.data?.items ?? [];

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('campaignCyclic.runs.description')}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              {mailing.state === 'planned' && (
                <Button loading={busy} onClick={() => void act('mailings.pause')}>
                  {t('campaignCyclic.runs.pause')}
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {t('campaignCyclic.runs.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        <Box data-testid="cyclic-next-start">
          {mailing.nextStartAt
            ? t('campaignCyclic.runs.nextStart', { date: formatDate(mailing.nextStartAt, true) })
            : t('campaignCyclic.runs.noNextStart')}
        </Box>
        <Table
          variant="embedded"
          loading={runs.loading}
          items={items}
          trackBy="id"
          empty={<Box textAlign="center">{t('campaignCyclic.runs.empty')}</Box>}
          columnDefinitions={[
            {
              id: 'run',
              header: t('campaignCyclic.runs.run'),
              cell: (r) => (
                <Link href={reportPath(r.id)} onFollow={follow} ariaLabel={t('campaignCyclic.runs.report', { run: r.run })}>
                  {r.run}
                </Link>
              ),
            },
            { id: 'startedAt', header: t('campaignCyclic.runs.startedAt'), cell: (r) => formatDate(r.startedAt, true) },
            { id: 'state', header: t('campaignCyclic.runs.state'), cell: (r) => t(`mailing.state.${r.state as 'sent'}`) },
            { id: 'sent', header: t('campaignCyclic.runs.sent'), cell: (r) => r.sent },
            { id: 'opened', header: t('campaignCyclic.runs.opened'), cell: (r) => r.opened },
            { id: 'clicked', header: t('campaignCyclic.runs.clicked'), cell: (r) => r.clicked },
          ]}
        />
        {runs.data?.cursor && (
          <Button variant="link" onClick={() => setLimit((l) => Math.min(l + PAGE, 100))}>
            {t('campaignCyclic.runs.more')}
          </Button>
        )}
      </SpaceBetween>
    </Container>
  );
}
