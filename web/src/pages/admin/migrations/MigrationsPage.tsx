import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { AdminMigration, MigrationDryRun } from '@shared/schemas/admin-migrations';
import { useErrorText } from '@web/common/use-error-text';
import { useMigrations } from './use-migrations';

const STATUS_TYPE: Record<AdminMigration['status'], StatusIndicatorProps.Type> = {
  pending: 'pending',
  started: 'in-progress',
  finished: 'success',
  failed: 'error',
};

function DryRunTable({ report }: { report: MigrationDryRun }) {
  const { t } = useTranslation();
  const rows = report.accounts.flatMap((a) =>
    Object.entries(a.families).map(([family, count]) => ({ key: `${a.accountId} ${family}`, accountId: a.accountId, family, count })),
  );
  return (
    <Table
      variant="embedded"
      header={
        <Header variant="h3" description={report.complete ? undefined : t('admin.migrations.dryRunPartial')}>
          {t('admin.migrations.dryRunHeader', { count: report.toMove, accounts: report.accounts.length })}
        </Header>
      }
      ariaLabels={{ tableLabel: t('admin.migrations.dryRunHeader', { count: report.toMove, accounts: report.accounts.length }) }}
      columnDefinitions={[
        { id: 'account', header: t('admin.migrations.fields.account'), cell: (r) => r.accountId, isRowHeader: true },
        { id: 'family', header: t('admin.migrations.fields.family'), cell: (r) => r.family },
        { id: 'count', header: t('admin.migrations.fields.items'), cell: (r) => r.count },
      ]}
      items={rows}
      trackBy="key"
      empty={<Box textAlign="center">{t('admin.migrations.nothingToMove')}</Box>}
    />
  );
}

function MigrationCard({ m, state }: { m: AdminMigration; state: ReturnType<typeof useMigrations> }) {
  const { t, i18n } = useTranslation();
  const when = (at: string | null) => (at ? new Date(at).toLocaleString(i18n.language) : '—');
  const busy = state.busy?.id === m.id ? state.busy.kind : null;
  const report = state.dryRuns[m.id] ?? m.dryRun;
  const percent = m.toMove > 0 ? Math.round((m.moved / m.toMove) * 100) : m.status === 'finished' ? 100 : 0;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={m.description}
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => void state.dryRun(m.id)} loading={busy === 'dryRun'} disabled={state.busy !== null}>
                {t('admin.migrations.dryRun')}
              </Button>
              <Button
                variant="primary"
                onClick={() => void state.run(m.id)}
                loading={busy === 'run'}
                disabled={state.busy !== null || m.running}
              >
                {m.status === 'started' ? t('admin.migrations.resume') : t('admin.migrations.run')}
              </Button>
            </SpaceBetween>
          }
        >
          {m.id}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <KeyValuePairs
          columns={4}
          items={[
            {
              label: t('admin.migrations.fields.status'),
              value: (
                <StatusIndicator type={STATUS_TYPE[m.status]}>
                  {t(`admin.migrations.statuses.${m.status}`)}
                  {m.running ? ` (${t('admin.migrations.running')})` : ''}
                </StatusIndicator>
              ),
            },
            { label: t('admin.migrations.fields.startedAt'), value: when(m.startedAt) },
            { label: t('admin.migrations.fields.finishedAt'), value: when(m.finishedAt) },
            { label: t('admin.migrations.fields.startedBy'), value: m.startedBy ?? '—' },
          ]}
        />
        <ProgressBar
          label={t('admin.migrations.progress')}
          value={percent}
          description={t('admin.migrations.itemsMoved', { moved: m.moved, count: m.toMove })}
          additionalInfo={t('admin.migrations.accountsSummary', {
            done: m.accounts.done,
            waiting: m.accounts.waiting,
            failed: m.accounts.failed,
          })}
          status={m.status === 'failed' ? 'error' : m.status === 'finished' ? 'success' : 'in-progress'}
          resultText={m.status === 'failed' ? t('admin.migrations.statuses.failed') : t('admin.migrations.statuses.finished')}
        />
        {m.waitingAccounts.length > 0 && (
          <Alert type="info" header={t('admin.migrations.waitingHeader', { count: m.waitingAccounts.length })}>
            {t('admin.migrations.waiting')}
            <ul>
              {m.waitingAccounts.map((a) => (
                <li key={a.accountId}>
                  {a.accountId}
                  {a.reason ? `: ${a.reason}` : ''}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {m.failedAccounts.length > 0 && (
          <Alert type="error" header={t('admin.migrations.failedHeader', { count: m.failedAccounts.length })}>
            {t('admin.migrations.failed')}
            <ul>
              {m.failedAccounts.map((a) => (
                <li key={a.accountId}>
                  {a.accountId}
                  {a.reason ? `: ${a.reason}` : ''}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {report && <DryRunTable report={report} />}
      </SpaceBetween>
    </Container>
  );
}

/** The platform's data migrations: what ran, a dry run's counts, and a run with its progress. */
export default function MigrationsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useMigrations();
  const { list } = state;
  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={t('admin.migrations.description')}
        actions={
          <Button iconName="refresh" onClick={list.reload} loading={list.loading}>
            {t('common.refresh')}
          </Button>
        }
      >
        {t('pages.adminMigrations')}
      </Header>
      {state.error !== null && (
        <Alert type="error" header={t('admin.migrations.actionFailed')}>
          {errorText.describe(state.error)}
        </Alert>
      )}
      {list.error !== null && (
        <Alert type="error" header={t('common.loadFailed')}>
          {errorText.describe(list.error)}
        </Alert>
      )}
      {list.loading && !list.data && <StatusIndicator type="loading">{t('common.loading')}</StatusIndicator>}
      {list.data?.items.map((m) => (
        <MigrationCard key={m.id} m={m} state={state} />
      ))}
    </SpaceBetween>
  );
}
