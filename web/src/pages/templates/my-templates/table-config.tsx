import Badge from '@cloudscape-design/components/badge';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { TemplateFolder, TemplateSummary } from '@shared/schemas/templates';
import type { useFollow } from '@web/common/use-follow';
import { userLabel } from '@web/common/user-label';
import type { TablePreferences } from '@web/common/table-preferences';
import { TagBadges } from '../common/TemplateCardBody';
import { templateEditPath } from '../paths';

export const TEMPLATE_TABLE_PAGE_SIZES = [24, 48, 96] as const;
export const TEMPLATE_TABLE_PREFERENCES_KEY = 'goniec.templates.table';

interface ColumnDeps {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  folders: readonly TemplateFolder[];
  /** The editor link, followed inside the app. */
  follow: ReturnType<typeof useFollow>;
}

/** The table's columns (the name leads to the template editor; the row actions are added by the table). */
export function templateColumns({ t, formatDate, folders, follow }: ColumnDeps): TableProps.ColumnDefinition<TemplateSummary>[] {
  const folderName = (dir: string | null) => (dir ? (folders.find((f) => f.id === dir)?.name ?? '—') : t('templatePages.folders.none'));
  return [
    {
      id: 'name',
      header: t('templatePages.columns.name'),
      isRowHeader: true,
      cell: (tpl) => (
        <Link href={templateEditPath(tpl.id)} onFollow={follow}>
          {tpl.name}
        </Link>
      ),
    },
    { id: 'description', header: t('templatePages.columns.description'), cell: (tpl) => tpl.description || '—' },
    { id: 'subject', header: t('templatePages.columns.subject'), cell: (tpl) => tpl.subject || '—' },
    { id: 'mode', header: t('templatePages.columns.mode'), cell: (tpl) => t(`templatePages.mode.${tpl.type}`) },
    { id: 'folder', header: t('templatePages.columns.folder'), cell: (tpl) => folderName(tpl.dir) },
    { id: 'tags', header: t('templatePages.columns.tags'), cell: (tpl) => (tpl.tags.length ? <TagBadges tags={tpl.tags} /> : '—') },
    {
      id: 'state',
      header: t('templatePages.columns.state'),
      cell: (tpl) => (tpl.freeze ? <Badge color="severity-low">{t('templatePages.frozen')}</Badge> : t('templatePages.columns.active')),
    },
    { id: 'updatedAt', header: t('templatePages.columns.updatedAt'), cell: (tpl) => formatDate(tpl.updatedAt, true) },
    { id: 'updatedBy', header: t('templatePages.columns.updatedBy'), cell: (tpl) => (tpl.updatedBy ? userLabel(t, tpl.updatedBy) : '—') },
    { id: 'createdAt', header: t('templatePages.columns.createdAt'), cell: (tpl) => formatDate(tpl.createdAt, true) },
  ];
}

/** Shown at first: what tells templates apart; description, subject and creation are a choice away. */
export const DEFAULT_TEMPLATE_PREFERENCES: TablePreferences = {
  pageSize: 24,
  contentDisplay: [
    { id: 'name', visible: true },
    { id: 'mode', visible: true },
    { id: 'folder', visible: true },
    { id: 'tags', visible: true },
    { id: 'state', visible: true },
    { id: 'updatedAt', visible: true },
    { id: 'updatedBy', visible: true },
    { id: 'description', visible: false },
    { id: 'subject', visible: false },
    { id: 'createdAt', visible: false },
  ],
};
