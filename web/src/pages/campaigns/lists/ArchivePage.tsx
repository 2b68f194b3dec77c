import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query';
import { PagedTable } from '@web/common/PagedTable';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { reportPath } from '@web/pages/mailing/common/mailing-links';
import { useMailingAccess } from '@web/pages/mailing/common/use-mailing-access';
import { campaignColumns } from './columns';
import { MailingFilterFields, useMailingFilters } from './mailing-filters';
import { usePercent } from './use-percent';

const PAGE_SIZE = 25;

/** /mailing/history (PERM_MARCH): sent, failed and cancelled mailings; hidden ones on their own, shown back from there. */
export default function ArchivePage() {
  const { t } = useTranslation();
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
  const filtered = Boolean(filters.query.q || filters.type || hidden);

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
      <PagedTable
        fullPage
        title={t('pages.mailingHistory')}
        description={t('campaignLists.archive.description')}
        pages={pages}
        columns={campaignColumns({ t, formatDate, formatPercent, follow, canEdit, archive: true })}
        emptyText={filtered ? t('campaignLists.search.noMatches') : t('campaignLists.archive.empty')}
        emptyHint={filtered && pages.hasMore ? t('campaignLists.search.more') : undefined}
        wrapLines={false}
        selection={{ type: 'single', selected: current ? [current] : [], onChange: setSelected, label: (item) => item.name }}
        filter={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <MailingFilterFields filters={filters} />
            <Toggle checked={hidden} onChange={({ detail }) => (setHidden(detail.checked), setSelected([]))}>
              {t('campaignLists.archive.hidden')}
            </Toggle>
          </SpaceBetween>
        }
      >
        <Button disabled={!current} onClick={() => current && navigate(reportPath(current.id))}>
          {t('mailing.list.report')}
        </Button>
        <Button disabled={!current} loading={busy} onClick={() => current && void toggleHidden(current)}>
          {current?.hidden ? t('campaignLists.actions.show') : t('campaignLists.actions.hide')}
        </Button>
      </PagedTable>
    </SpaceBetween>
  );
}
