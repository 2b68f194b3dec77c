import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Sms } from '@shared/schemas/sms';
import { userLabel } from '@web/common/user-label';
import { SmsStateIndicator } from '../common/SmsStateIndicator';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
}

/** Planned and cyclic SMS sendings: what, which kind, its state, when it starts (a cyclic one: its next run) and who planned it. */
export function plannedColumns({ t, formatDate }: ColumnContext): TableProps.ColumnDefinition<Sms>[] {
  return [
    { id: 'name', header: t('smsPlanning.planned.columns.name'), cell: (s) => s.name, isRowHeader: true },
    {
      id: 'type',
      header: t('smsPlanning.planned.columns.type'),
      cell: (s) => (s.schedule ? t(`smsPlanning.planned.type.${s.schedule.type}`) : '—'),
    },
    { id: 'state', header: t('smsPlanning.planned.columns.state'), cell: (s) => <SmsStateIndicator state={s.state} /> },
    {
      id: 'start',
      header: t('smsPlanning.planned.columns.start'),
      cell: (s) => formatDate(s.schedule?.type === 'cyclic' ? s.nextStartAt : s.startAt, true) || '—',
    },
    {
      id: 'createdBy',
      header: t('smsPlanning.planned.columns.createdBy'),
      cell: (s) => (s.createdBy ? userLabel(t, s.createdBy) : '—'),
    },
  ];
}
