import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { ActivityEntry, LoginAttempt } from '@shared/schemas/security';
import { userLabel } from '@web/common/user-label';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string, withTime?: boolean) => string;
  /** A catalogue code in the user's language. */
  translateCode: (code: string) => string;
  /** Account-wide lists say whose entry it is. */
  withEmail: boolean;
}

const email = <T extends { email?: string }>(t: TFunction): TableProps.ColumnDefinition<T> => ({
  id: 'email',
  header: t('account.history.email'),
  cell: (e) => (e.email ? userLabel(t, e.email) : '—'),
});

const common = <T extends { at: string; ip: string; userAgent: string }>({ t, formatDate }: ColumnContext) => ({
  at: {
    id: 'at',
    header: t('account.history.at'),
    cell: (e: T) => formatDate(e.at, true),
    isRowHeader: true,
  } satisfies TableProps.ColumnDefinition<T>,
  ip: { id: 'ip', header: t('account.history.ip'), cell: (e: T) => e.ip || '—' } satisfies TableProps.ColumnDefinition<T>,
  userAgent: {
    id: 'userAgent',
    header: t('account.history.userAgent'),
    cell: (e: T) => e.userAgent || '—',
    maxWidth: 420,
  } satisfies TableProps.ColumnDefinition<T>,
});

/** Sign-in attempts: `ok`, or the catalogue code the attempt was refused with. */
export function loginColumns(ctx: ColumnContext): TableProps.ColumnDefinition<LoginAttempt>[] {
  const { t, translateCode, withEmail } = ctx;
  const c = common<LoginAttempt>(ctx);
  return [
    c.at,
    ...(withEmail ? [email<LoginAttempt>(t)] : []),
    {
      id: 'result',
      header: t('account.history.result'),
      cell: (e) =>
        e.result === 'ok' ? (
          <StatusIndicator type="success">{t('account.history.ok')}</StatusIndicator>
        ) : (
          <StatusIndicator type="error">{translateCode(e.result)}</StatusIndicator>
        ),
    },
    c.ip,
    c.userAgent,
  ];
}

export function activityColumns(ctx: ColumnContext): TableProps.ColumnDefinition<ActivityEntry>[] {
  const { t, withEmail } = ctx;
  const c = common<ActivityEntry>(ctx);
  return [
    c.at,
    ...(withEmail ? [email<ActivityEntry>(t)] : []),
    // What the action concerned, when it was not the actor: the address invited, the account joined.
    {
      id: 'action',
      header: t('account.history.action'),
      cell: (e) => (e.subject ? `${t(`account.activity.actions.${e.action}`)}: ${e.subject}` : t(`account.activity.actions.${e.action}`)),
    },
    c.ip,
    c.userAgent,
  ];
}
