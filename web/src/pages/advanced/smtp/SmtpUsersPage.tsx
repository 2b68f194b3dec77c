import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { SmtpUser } from '@shared/schemas/smtp';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { CodeModal } from './CodeModal';
import { SmtpUserModal } from './SmtpUserModal';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; user: SmtpUser }
  | { kind: 'code'; username: string; code: string }
  | { kind: 'delete'; user: SmtpUser }
  | { kind: 'regenerate'; user: SmtpUser }
  | null;

/** /advanced/smtp: the account's SMTP users with this month's counter; add one (its code shown once), edit, regenerate, delete. */
export default function SmtpUsersPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const list = useApiQuery('smtp.list', {});
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<SmtpUser | undefined>();
  const items = list.data?.items ?? [];
  const max = list.data?.max;
  const full = max !== undefined && items.length >= max;
  const create = () => setOpen({ kind: 'create' });
  const saved = (user: SmtpUser) =>
    list.mutate((current) => {
      const known = current.items.some((u) => u.id === user.id);
      return { ...current, items: known ? current.items.map((u) => (u.id === user.id ? user : u)) : [...current.items, user] };
    });
  const selectOne = t('smtp.selectOne');

  return (
    <>
      <Table
        variant="full-page"
        stickyHeader
        selectionType="single"
        trackBy="id"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
        items={items}
        columnDefinitions={[
          { id: 'username', header: t('smtp.columns.username'), isRowHeader: true, cell: (u) => u.username },
          {
            id: 'status',
            header: t('smtp.columns.status'),
            cell: (u) => (
              <StatusIndicator type={u.active ? 'success' : 'stopped'}>{t(u.active ? 'smtp.active' : 'smtp.inactive')}</StatusIndicator>
            ),
          },
          { id: 'interface', header: t('smtp.columns.interface'), cell: (u) => u.interface ?? '—' },
          { id: 'language', header: t('smtp.columns.language'), cell: (u) => t(`smtp.languages.${u.language}`) },
          { id: 'thisMonth', header: t('smtp.columns.thisMonth'), cell: (u) => u.thisMonth },
          { id: 'lastUsedAt', header: t('smtp.columns.lastUsedAt'), cell: (u) => (u.lastUsedAt ? formatDate(u.lastUsedAt, true) : '—') },
        ]}
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{
          tableLabel: t('pages.smtpUsers'),
          itemSelectionLabel: (_, u) => u.username,
          selectionGroupLabel: t('pages.smtpUsers'),
        }}
        empty={
          list.error ? (
            <TableEmpty title="" error={list.error} onRetry={list.reload} />
          ) : (
            <TableEmpty title={t('smtp.empty')} hint={t('smtp.emptyHint')} action={{ text: t('smtp.create'), onClick: create }} />
          )
        }
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.smtpUsers')}
            description={list.data ? t('smtp.description', { count: list.data.thisMonth, month: list.data.month }) : undefined}
            counter={list.data ? t('smtp.counter', { count: items.length, max }) : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            <Button disabled={!selected} disabledReason={selectOne} onClick={() => selected && setOpen({ kind: 'edit', user: selected })}>
              {t('smtp.edit')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={selectOne}
              onClick={() => selected && setOpen({ kind: 'regenerate', user: selected })}
            >
              {t('smtp.regenerate')}
            </Button>
            <Button disabled={!selected} disabledReason={selectOne} onClick={() => selected && setOpen({ kind: 'delete', user: selected })}>
              {t('smtp.delete')}
            </Button>
            <Button variant="primary" disabled={full} disabledReason={t('smtp.limitReached', { max })} onClick={create}>
              {t('smtp.create')}
            </Button>
          </TableHeader>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <SmtpUserModal
          user={open.kind === 'edit' ? open.user : undefined}
          onSaved={(answer) => {
            if ('code' in answer) {
              const { code, ...user } = answer;
              saved(user);
              setOpen({ kind: 'code', username: user.username, code });
              return;
            }
            saved(answer);
            if (selected?.id === answer.id) setSelected(answer);
            pushNotice({ type: 'success', content: { key: 'smtp.notices.saved' } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'code' && <CodeModal username={open.username} code={open.code} onClose={() => setOpen(null)} />}
      {open?.kind === 'regenerate' && (
        <ConfirmModal
          header={t('smtp.regenerateTitle')}
          confirmText={t('smtp.regenerate')}
          action={async () => {
            const { code } = await api('smtp.regenerateCode', { params: { id: open.user.id }, body: {} });
            setOpen({ kind: 'code', username: open.user.username, code });
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('smtp.regenerateMessage', { username: open.user.username })}</Box>
        </ConfirmModal>
      )}
      {open?.kind === 'delete' && (
        <ConfirmModal
          header={t('smtp.deleteTitle')}
          confirmText={t('smtp.delete')}
          action={async () => {
            await api('smtp.remove', { params: { id: open.user.id }, body: {} });
            list.mutate((current) => ({ ...current, items: current.items.filter((u) => u.id !== open.user.id) }));
            setSelected(undefined);
            pushNotice({ type: 'success', content: { key: 'smtp.notices.deleted', params: { username: open.user.username } } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('smtp.deleteMessage', { username: open.user.username })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
