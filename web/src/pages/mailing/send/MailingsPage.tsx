import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Mailing } from '@shared/schemas/mailing';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { useFormatDate } from '@web/common/use-format-date';
import { mailingColumns } from '../common/mailing-columns';
import { editorPath, reportPath } from '../common/mailing-links';
import { useMailingAccess } from '../common/use-mailing-access';
import { useMailings } from '../common/use-mailings';

const PAGE_SIZE = 25;

export default function MailingsPage() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const navigate = useNavigate();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const { canCreate, canEdit } = useMailingAccess();
  const pages = useMailings(PAGE_SIZE);
  const [selected, setSelected] = useState<Mailing[]>([]);
  const current = selected[0] && pages.items.find((m) => m.id === selected[0]?.id);

  return (
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
          title={t('pages.mailings')}
          description={t('mailing.list.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        >
          {canEdit('working') || canEdit('ready') ? (
            <Button disabled={!current || !canEdit(current.state)} onClick={() => current && navigate(editorPath(current.id))}>
              {t('common.edit')}
            </Button>
          ) : null}
          <Button disabled={!current} onClick={() => current && navigate(reportPath(current.id))}>
            {t('mailing.list.report')}
          </Button>
          {canCreate && (
            <Button variant="primary" href={editorPath()} onFollow={follow}>
              {t('mailing.list.new')}
            </Button>
          )}
        </TableHeader>
      }
      ariaLabels={{ tableLabel: t('pages.mailings'), ...selection((item: Mailing) => item.name) }}
      columnDefinitions={mailingColumns({ t, formatDate, follow, canEdit })}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={
        <Box textAlign="center" color="inherit" padding="l">
          <b>{pages.error ? errorText.describe(pages.error) : t('mailing.list.empty')}</b>
        </Box>
      }
    />
  );
}
