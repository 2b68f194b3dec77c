import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MAILING_LIST_VIEWS, type MailingListView } from '@shared/rules/campaigns';
import { routes } from '@shared/routes';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { PagedTable } from '@web/common/PagedTable';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { lazyWithTexts } from '@web/i18n/page-texts';
import { editorPath, reportPath } from '@web/pages/mailing/common/mailing-links';
import { useMailingAccess } from '@web/pages/mailing/common/use-mailing-access';
import { RecurringActions } from '../common/recurring-actions';
import { campaignColumns } from './columns';
import { MailingFilterFields, useMailingFilters } from './mailing-filters';
import { CANCELLABLE, DELETABLE, useConfirmedActions } from './use-campaign-actions';
import { usePercent } from './use-percent';

const PAGE_SIZE = 25;
const PlanMailingModal = lazyWithTexts('campaigns', () => import('../plan/PlanMailingModal'));

/** /v2/mailing/send (issue 17): every mailing, those in progress, the planned ones; by send type and name, paged on the server. */
export default function CampaignMailingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const formatPercent = usePercent();
  const errorText = useErrorText();
  const can = useCan();
  const { canCreate, canEdit, canSend } = useMailingAccess();
  const [view, setView] = useState<MailingListView>('all');
  const filters = useMailingFilters();
  const pages = useApiPages('mailings.list', { query: { limit: PAGE_SIZE, view, ...filters.query } });
  const [selected, setSelected] = useState<Mailing[]>([]);
  const [planning, setPlanning] = useState<Mailing | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const rows = selected.map((s) => pages.items.find((m) => m.id === s.id)).filter((m): m is Mailing => Boolean(m));
  const current = rows.length === 1 ? rows[0] : undefined;
  const filtered = Boolean(filters.query.q || filters.type || view !== 'all');
  const refresh = () => {
    setSelected([]);
    pages.reloadPage();
  };
  const confirmed = useConfirmedActions(refresh);

  const duplicate = async (mailing: Mailing) => {
    setFailure(null);
    try {
      await api('mailings.duplicate', { params: { id: mailing.id }, body: {} });
      setNotice(t('campaignLists.duplicated', { name: mailing.name }));
      refresh();
    } catch (error) {
      setFailure(error);
    }
  };

  const actions = [
    { id: 'plan', text: t('campaignLists.actions.plan'), disabled: !current || !canSend(current.state) },
    {
      id: 'duplicate',
      text: t('campaignLists.actions.duplicate'),
      disabled: !current || !canCreate || !can(routes['mailings.duplicate'].permission),
    },
    {
      id: 'cancel',
      text: t('campaignLists.actions.cancel'),
      disabled: !current || !CANCELLABLE.includes(current.state) || !can(routes['mailings.cancel'].permission),
    },
    {
      id: 'delete',
      text: t('campaignLists.actions.delete'),
      disabled: !current || !DELETABLE.includes(current.state) || !can(routes['mailings.delete'].permission),
    },
  ];

  return (
    <SpaceBetween size="m">
      {notice && (
        <Alert type="success" dismissible onDismiss={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {failure !== null && (
        <Alert type="error" dismissible onDismiss={() => setFailure(null)}>
          {errorText.describe(failure)}
        </Alert>
      )}
      <PagedTable
        fullPage
        title={t('pages.mailings')}
        description={t('mailing.list.description')}
        pages={pages}
        columns={campaignColumns({ t, formatDate, formatPercent, follow, canEdit })}
        emptyText={filtered ? t('campaignLists.search.noMatches') : t('mailing.list.empty')}
        emptyHint={filtered && pages.hasMore ? t('campaignLists.search.more') : undefined}
        wrapLines={false}
        selection={{ type: 'multi', selected: rows, onChange: setSelected, label: (item) => item.name }}
        filter={
          <SpaceBetween direction="horizontal" size="s" alignItems="center">
            <SegmentedControl
              label={t('campaignLists.views.label')}
              selectedId={view}
              options={MAILING_LIST_VIEWS.map((id) => ({ id, text: t(`campaignLists.views.${id}`) }))}
              onChange={({ detail }) => setView(detail.selectedId as MailingListView)}
            />
            <MailingFilterFields filters={filters} />
          </SpaceBetween>
        }
      >
        <RecurringActions selected={rows} onDone={refresh} />
        {canEdit('working') || canEdit('ready') ? (
          <Button disabled={!current || !canEdit(current.state)} onClick={() => current && navigate(editorPath(current.id))}>
            {t('common.edit')}
          </Button>
        ) : null}
        <Button disabled={!current} onClick={() => current && navigate(reportPath(current.id))}>
          {t('mailing.list.report')}
        </Button>
        <ButtonDropdown
          items={actions}
          disabled={!current}
          onItemClick={({ detail }) => {
            if (!current) return;
            if (detail.id === 'plan') setPlanning(current);
            else if (detail.id === 'duplicate') void duplicate(current);
            else if (detail.id === 'cancel' || detail.id === 'delete') confirmed.ask(detail.id, current);
          }}
        >
          {t('campaignLists.actions.label')}
        </ButtonDropdown>
        {canCreate && (
          <Button variant="primary" href={editorPath()} onFollow={follow}>
            {t('mailing.list.new')}
          </Button>
        )}
      </PagedTable>
      {confirmed.dialog}
      {planning && (
        <PlanMailingModal
          mailing={planning}
          visible
          onDismiss={() => setPlanning(null)}
          onPlanned={() => {
            setPlanning(null);
            refresh();
          }}
        />
      )}
    </SpaceBetween>
  );
}
