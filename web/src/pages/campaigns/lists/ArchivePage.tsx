import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { reportPath } from '@web/pages/mailing/common/mailing-links';
import { useMailingAccess } from '@web/pages/mailing/common/use-mailing-access';
import { campaignColumns } from './columns';
import { MailingFilterFields, useMailingFilters } from './mailing-filters';
import { usePercent } from './use-percent';

const PAGE_SIZE = 25;

/** /mailing/history (PERM_MARCH): sent, failed and cancelled mailings; hidden ones on their own, shown back from there. */
export default function ArchivePage() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const formatPercent = usePercent();
  const errorText = useErrorText();
  const { canEdit } = useMailingAccess();
  const [hidden, setHidden] = useState(false);
  const filters = useMailingFilters();
  const pages = useApiPages('mailings.archive', {
    query: { limit: PAGE_SIZE, ...filters.query, ...(hidden ? { hidden: 'true' as const } : {}) },
  });
  const [selected, setSelected] = useState<Mailing[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const current = selected[0] && pages.items.find((m) => m.id === selected[0]?.id);

  const toggleHidden = async (mailing: Mailing) => {
    setBusy(true);
    setFailure(null);
    try {
      await api(mailing.hidden ? 'mailings.show' : 'mailings.hide', { params: { id: mailing.id }, body: {} });
      setSelected([]);
      pages.reloadPage();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SpaceBetween size="m">
      {failure !== null && (
        <Alert type="error" dismissible onDismiss={() => setFailure(null)}>
          {errorText.describe(failure)}
        </Alert>
      )}
      <Table
        variant="full-page"
        stickyHeader
        selectionType="single"
        selectedItems={current ? [current] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
        trackBy="id"
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.mailingHistory')}
            description={t('campaignLists.archive.description')}
            onRefresh={pages.reload}
            loading={pages.loading}
          >
            <Button disabled={!current} onClick={() => current && navigate(reportPath(current.id))}>
              {t('mailing.list.report')}
            </Button>
            <Button disabled={!current} loading={busy} onClick={() => current && void toggleHidden(current)}>
              {current?.hidden ? t('campaignLists.actions.show') : t('campaignLists.actions.hide')}
            </Button>
          </TableHeader>
        }
        filter={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <MailingFilterFields filters={filters} />
            <Toggle checked={hidden} onChange={({ detail }) => (setHidden(detail.checked), setSelected([]))}>
              {t('campaignLists.archive.hidden')}
            </Toggle>
          </SpaceBetween>
        }
        ariaLabels={{ tableLabel: t('pages.mailingHistory'), ...selection((item: Mailing) => item.name) }}
        columnDefinitions={campaignColumns({ t, formatDate, formatPercent, follow, canEdit, archive: true })}
        items={pages.items}
        loading={pages.loading}
        loadingText={t('common.loading')}
        pagination={<CursorPagination pages={pages} />}
        empty={
          <TableEmpty
            error={pages.error}
            title={filters.query.q || filters.type || hidden ? t('campaignLists.search.noMatches') : t('campaignLists.archive.empty')}
            hint={(filters.query.q || filters.type || hidden) && pages.hasMore ? t('campaignLists.search.more') : undefined}
          />
        }
      />
    </SpaceBetween>
  );
}
