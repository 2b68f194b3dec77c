import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ApiToken } from '@shared/schemas/api-tokens';

interface Context {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  now: number;
}

/** The tokens table: what each may do, from where, until when, and when it was last used (never the secret). */
export function tokenColumns({ t, formatDate, now }: Context): TableProps.ColumnDefinition<ApiToken>[] {
  return [
    { id: 'name', header: t('apiTokens.columns.name'), cell: (token) => token.name, sortingField: 'name', isRowHeader: true },
    { id: 'hint', header: t('apiTokens.columns.hint'), cell: (token) => <code>{`${token.hint}…`}</code> },
    {
      id: 'scopes',
      header: t('apiTokens.columns.scopes'),
      cell: (token) => token.scopes.map((scope) => t(`permissions.${scope}`)).join(', '),
    },
    {
      id: 'ipAllowList',
      header: t('apiTokens.columns.ipAllowList'),
      cell: (token) => (token.ipAllowList.length ? token.ipAllowList.join(', ') : t('apiTokens.anyIp')),
    },
    {
      id: 'expiresAt',
      header: t('apiTokens.columns.expiresAt'),
      cell: (token) => {
        if (!token.expiresAt) return t('apiTokens.noExpiry');
        return Date.parse(token.expiresAt) <= now ? t('apiTokens.expired') : formatDate(token.expiresAt, true);
      },
    },
    {
      id: 'lastUsed',
      header: t('apiTokens.columns.lastUsed'),
      cell: (token) =>
        token.lastUsedAt
          ? t('apiTokens.lastUsedFrom', { at: formatDate(token.lastUsedAt, true), ip: token.lastUsedIp ?? '' })
          : t('apiTokens.never'),
    },
    {
      id: 'createdAt',
      header: t('apiTokens.columns.createdAt'),
      cell: (token) => `${formatDate(token.createdAt, true)} · ${token.createdBy}`,
      sortingField: 'createdAt',
    },
  ];
}
