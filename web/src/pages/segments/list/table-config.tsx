import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Segment } from '@shared/schemas/segments';
import { audienceStanding } from '../common/segment-state';
import { SegmentStateIndicator } from '../common/SegmentStateIndicator';
import { audiencePath, segmentPath } from '../paths';
import { audienceSizeText } from '@web/common/use-restriction';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
  follow: (event: { preventDefault: () => void; detail: { href?: string } }) => void;
}

/** The segments table: name (to the configuration), type, state with progress, the audience (to its members) and its dates. */
export function segmentColumns({ t, formatDate, follow }: ColumnContext): TableProps.ColumnDefinition<Segment>[] {
  return [
    {
      id: 'name',
      header: t('segments.fields.name'),
      cell: (s) => (
        <Link href={segmentPath(s.id)} onFollow={follow}>
          {s.name}
        </Link>
      ),
      sortingField: 'name',
      isRowHeader: true,
    },
    {
      id: 'type',
      header: t('segments.fields.type'),
      cell: (s) =>
        s.type === 'dynamic' && s.refreshHours
          ? `${t('segments.types.dynamic')} (${t('segments.refresh.every', { count: s.refreshHours })})`
          : t(`segments.types.${s.type}`),
      sortingField: 'type',
    },
    { id: 'state', header: t('segments.fields.state'), cell: (s) => <SegmentStateIndicator segment={s} />, sortingField: 'state' },
    {
      id: 'audience',
      header: t('segments.fields.audience'),
      cell: (s) =>
        s.audience ? (
          <SpaceBetween direction="horizontal" size="xs">
            <Link href={audiencePath(s.id)} onFollow={follow} ariaLabel={t('segments.list.audienceOf', { name: s.name })}>
              {s.audience.count === undefined ? t('segments.audience.show') : audienceSizeText(t, s.audience)}
            </Link>
            {audienceStanding(s) === 'expired' && <Badge color="red">{t('segments.audience.expiredBadge')}</Badge>}
          </SpaceBetween>
        ) : (
          <Box color="text-status-inactive">{t('segments.audience.notCalculated')}</Box>
        ),
      sortingComparator: (a, b) => (a.audience?.count ?? -1) - (b.audience?.count ?? -1),
    },
    {
      id: 'computedAt',
      header: t('segments.fields.computedAt'),
      cell: (s) => (s.audience ? formatDate(s.audience.computedAt, true) : '—'),
    },
    {
      id: 'expiresAt',
      header: t('segments.fields.expiresAt'),
      cell: (s) =>
        !s.audience ? '—' : s.audience.expiresAt ? formatDate(s.audience.expiresAt, true) : t('segments.audience.neverExpires'),
    },
    { id: 'updatedAt', header: t('segments.fields.updatedAt'), cell: (s) => formatDate(s.updatedAt, true), sortingField: 'updatedAt' },
  ];
}
