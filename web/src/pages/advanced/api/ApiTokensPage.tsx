import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { ApiToken, CreatedApiToken } from '@shared/schemas/api-tokens';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { tokenColumns } from './columns';
import { SecretModal } from '@web/common/SecretModal';
import { TokenModal } from './TokenModal';
import { useApiTokens } from './use-api-tokens';

type Open = { kind: 'create' } | { kind: 'created'; token: CreatedApiToken } | { kind: 'revoke'; token: ApiToken } | null;

/** /advanced/api: the account's API tokens; create one (its secret shown once) or revoke one. */
export default function ApiTokensPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { list, added, revoke } = useApiTokens();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<ApiToken | undefined>();
  // Whether a token has expired, as of the page's opening (a token expiring meanwhile shows so on refresh).
  const [now] = useState(() => Date.now());
  const items = list.data?.items ?? [];
  const create = () => setOpen({ kind: 'create' });

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
        columnDefinitions={tokenColumns({ t, formatDate, now })}
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{
          tableLabel: t('pages.apiTokens'),
          itemSelectionLabel: (_, token) => token.name,
          selectionGroupLabel: t('pages.apiTokens'),
        }}
        empty={
          list.error ? (
            <TableEmpty title="" error={list.error} onRetry={list.reload} />
          ) : (
            <TableEmpty
              title={t('apiTokens.empty')}
              hint={t('apiTokens.emptyHint')}
              action={{ text: t('apiTokens.create'), onClick: create }}
            />
          )
        }
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.apiTokens')}
            description={t('apiTokens.description')}
            counter={list.data ? `(${items.length})` : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            <Button
              disabled={!selected}
              disabledReason={t('apiTokens.selectOne')}
              onClick={() => selected && setOpen({ kind: 'revoke', token: selected })}
            >
              {t('apiTokens.revoke')}
            </Button>
            <Button variant="primary" onClick={create}>
              {t('apiTokens.create')}
            </Button>
          </TableHeader>
        }
      />
      {open?.kind === 'create' && (
        <TokenModal
          onCreated={(token) => {
            added(token);
            setOpen({ kind: 'created', token });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'created' && (
        <SecretModal
          title={t('apiTokens.created.title')}
          notice={{ type: 'warning', text: t('apiTokens.created.warning') }}
          label={t('apiTokens.created.secret')}
          description={t('apiTokens.created.usage')}
          secret={open.token.secret}
          testId="api-token-secret"
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'revoke' && (
        <ConfirmModal
          header={t('apiTokens.revokeTitle')}
          confirmText={t('apiTokens.revoke')}
          action={async () => {
            await revoke(open.token);
            setSelected(undefined);
            pushNotice({ type: 'success', content: { key: 'apiTokens.notices.revoked', params: { name: open.token.name } } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('apiTokens.revokeMessage', { name: open.token.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
