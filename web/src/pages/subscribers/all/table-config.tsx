import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import { formatGsm } from '@shared/rules/contacts';
import type { Property } from '@shared/schemas/properties';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { PreferencesTexts } from '@web/common/ColumnPreferences';
import type { TablePreferences } from '@web/common/table-preferences';
import { formatPropertyValue, type ValueFormatting } from '../common/format-value';
import { propertyLabel } from '../common/property-labels';
import { QuarantineIndicator } from '../common/QuarantineIndicator';
import { SubscriberStatusIndicator } from '../common/SubscriberStatusIndicator';
import { subscriberTitle } from '../common/subscriber-name';
import { detailsPath } from '../paths';

interface ColumnContext extends ValueFormatting {
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
  /** Personal and custom properties: each can be a column. */
  properties: readonly Property[];
}

export const propertyColumnId = (id: string) => `prop:${id}`;

const dash = (value: string | undefined) => value || '—';

/**
 * The person's name as the list shows it: the personal properties first name and last name (what
 * imports from other tools fill), else the base `name` (a pasted list's `;name`, the API's field).
 */
export function personName(s: Pick<Subscriber, 'name' | 'props'>): string | undefined {
  const part = (id: string) => {
    const value = s.props[id];
    return typeof value === 'string' ? value.trim() : '';
  };
  const full = [part('firstname'), part('lastname')].filter(Boolean).join(' ');
  return full || s.name?.trim() || undefined;
}

export function subscriberColumns({ follow, properties, ...fmt }: ColumnContext): TableProps.ColumnDefinition<Subscriber>[] {
  const { t, formatDate } = fmt;
  const base: TableProps.ColumnDefinition<Subscriber>[] = [
    {
      id: 'email',
      header: t('subscribers.fields.email'),
      cell: (s) => (
        <Link href={detailsPath(s.id)} onFollow={follow}>
          {subscriberTitle(t, s)}
        </Link>
      ),
      isRowHeader: true,
    },
    { id: 'gsm', header: t('subscribers.fields.gsm'), cell: (s) => (s.gsm ? formatGsm(s.gsm) : '—') },
    // One name column: the first and last name an import filled, else the base name (personName).
    { id: 'name', header: t('subscribers.fields.name'), cell: (s) => dash(personName(s)) },
    { id: 'status', header: t('subscribers.fields.status'), cell: (s) => <SubscriberStatusIndicator status={s.status} /> },
    { id: 'emailType', header: t('subscribers.fields.emailType'), cell: (s) => t(`subscribers.emailType.${s.emailType}`) },
    { id: 'source', header: t('subscribers.fields.source'), cell: (s) => dash(s.source) },
    { id: 'comment', header: t('subscribers.fields.comment'), cell: (s) => dash(s.comment) },
    { id: 'createdAt', header: t('subscribers.fields.createdAt'), cell: (s) => formatDate(s.createdAt) },
    { id: 'updatedAt', header: t('subscribers.fields.updatedAt'), cell: (s) => formatDate(s.updatedAt, true) },
    { id: 'unsubscribedAt', header: t('subscribers.fields.unsubscribedAt'), cell: (s) => dash(formatDate(s.unsubscribedAt)) },
    // Issue 18: the engagement score of the last scoring recalculation (a column to choose).
    { id: 'score', header: t('subscribers.fields.score'), cell: (s) => (s.engagement ? String(s.engagement.score) : '—') },
    {
      id: 'mailQuarantine',
      header: t('subscribers.fields.mailQuarantine'),
      cell: (s) => <QuarantineIndicator quarantine={s.mailQuarantine} />,
    },
  ];
  const props = properties.map((p): TableProps.ColumnDefinition<Subscriber> => ({
    id: propertyColumnId(p.id),
    header: propertyLabel(t, p),
    cell: (s) => formatPropertyValue(p, s.props[p.id], fmt),
  }));
  return [...base, ...props];
}

const VISIBLE_BY_DEFAULT = new Set(['email', 'gsm', 'name', 'status', 'createdAt']);

/** Rows per page the subscriber tables offer. */
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Contact, name (first and last, personName), status and signup date show at first; every other column is a choice away. */
export function defaultPreferences(columns: readonly TableProps.ColumnDefinition<Subscriber>[]): TablePreferences {
  return { pageSize: 25, contentDisplay: columns.map((c) => ({ id: c.id ?? '', visible: VISIBLE_BY_DEFAULT.has(c.id ?? '') })) };
}

/** The preferences dialog of a subscriber table (the list, a segment's audience). */
export const preferenceTexts = (t: TFunction): PreferencesTexts => ({
  title: t('subscribers.preferences.title'),
  confirm: t('subscribers.preferences.confirm'),
  pageSize: t('subscribers.preferences.pageSize'),
  columns: t('subscribers.preferences.columns'),
  columnsHint: t('subscribers.preferences.columnsHint'),
  dragHandle: t('subscribers.preferences.dragHandle'),
});
