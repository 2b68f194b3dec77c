import { useState } from 'react';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { TemplateSummary } from '@shared/schemas/templates';
import { notifyError } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useTablePreferences } from '@web/common/table-preferences';
import { useDebounced } from '@web/common/use-debounced';
import { hasFilters, NO_FILTERS, tagNames, type TemplateFilters } from '../common/template-fields';
import { useNewMailingFrom } from '../common/use-template-data';
import { TEMPLATE_PAGE_SIZE, useTemplateList } from '../common/use-template-list';
import { FolderBar } from './FolderBar';
import { ImportZipModal } from './ImportZipModal';
import { MoveModal } from './MoveModal';
import { DEFAULT_TEMPLATE_PREFERENCES, TEMPLATE_TABLE_PAGE_SIZES, TEMPLATE_TABLE_PREFERENCES_KEY } from './table-config';
import { TemplateActions } from './TemplateActions';
import { TemplateList } from './TemplateList';
import type { TemplateAction } from './template-menu';
import { useFolders } from './use-folders';
import { useTemplateActions } from './use-template-actions';

type View = 'cards' | 'table';
const VIEW_KEY = 'goniec.templates.view';

function storedView(): View {
  try {
    return localStorage.getItem(VIEW_KEY) === 'table' ? 'table' : 'cards';
  } catch {
    return 'cards';
  }
}

/**
 * The account's templates: a folder, a search by name and a tag narrow the list (the server
 * filters); cards with thumbnails or a table; each template's actions; folders and zip import.
 */
export function CreatedTab() {
  const { t } = useTranslation();
  const can = useCan();
  const [filters, setFilters] = useState<TemplateFilters>(NO_FILTERS);
  const settled = useDebounced(filters);
  const [view, setView] = useState<View>(storedView);
  const [prefs, setPrefs] = useTablePreferences(TEMPLATE_TABLE_PREFERENCES_KEY, DEFAULT_TEMPLATE_PREFERENCES, TEMPLATE_TABLE_PAGE_SIZES);
  const pages = useTemplateList(settled, view === 'table' ? prefs.pageSize : TEMPLATE_PAGE_SIZE);
  const folders = useFolders();
  const folderItems = folders.data?.items ?? [];
  const actions = useTemplateActions();
  const newMailing = useNewMailingFrom();
  const [seenTags, setSeenTags] = useState<string[]>([]);
  const suggestions = tagNames(pages.items, seenTags);
  if (suggestions.length !== seenTags.length) setSeenTags(suggestions);
  const [pending, setPending] = useState<{ action: 'move' | 'delete'; template: TemplateSummary } | null>(null);
  const [importing, setImporting] = useState(false);
  const mayStartMailing = can(routes['mailings.fromTemplate'].permission);
  const currentDir = typeof settled.folder === 'string' ? null : settled.folder.id;

  const onAction = (action: Exclude<TemplateAction, 'edit'>, template: TemplateSummary) => {
    const fail = (p: Promise<unknown>) => void p.catch(notifyError);
    if (action === 'move' || action === 'delete') setPending({ action, template });
    else if (action === 'duplicate') fail(actions.duplicate(template));
    else if (action === 'freeze' || action === 'unfreeze') fail(actions.setFrozen(template, action === 'freeze'));
    else fail(newMailing.start({ source: 'template', id: template.id }));
  };
  const changeView = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private mode: kept for this visit only.
    }
  };
  const filtered = hasFilters(settled);

  const header = (
    <TableHeader title={t('templatePages.tabs.created')} onRefresh={pages.reload} loading={pages.loading}>
      <SegmentedControl
        selectedId={view}
        onChange={({ detail }) => changeView(detail.selectedId as View)}
        label={t('templatePages.list.view')}
        options={[
          { id: 'cards', text: t('templatePages.list.viewCards'), iconName: 'view-full' },
          { id: 'table', text: t('templatePages.list.viewTable'), iconName: 'view-horizontal' },
        ]}
      />
      {can(routes['content.importZip'].permission) && (
        <Button iconName="upload" onClick={() => setImporting(true)}>
          {t('templatePages.list.importZip')}
        </Button>
      )}
    </TableHeader>
  );

  const filter = (
    <SpaceBetween size="s">
      <FolderBar
        folders={folderItems}
        loading={folders.loading}
        value={filters.folder}
        onChange={(folder) => setFilters({ ...filters, folder })}
      />
      <SpaceBetween direction="horizontal" size="xs">
        <TextFilter
          filteringText={filters.q}
          onChange={({ detail }) => setFilters({ ...filters, q: detail.filteringText })}
          filteringPlaceholder={t('templatePages.list.search')}
          filteringAriaLabel={t('templatePages.list.search')}
          filteringClearAriaLabel={t('templatePages.clearFilter')}
        />
        <Autosuggest
          value={filters.tag}
          onChange={({ detail }) => setFilters({ ...filters, tag: detail.value })}
          options={suggestions.map((value) => ({ value }))}
          placeholder={t('templatePages.list.tagPlaceholder')}
          ariaLabel={t('templatePages.list.tag')}
          enteredTextLabel={(value) => t('templatePages.list.tagEnter', { value })}
          clearAriaLabel={t('templatePages.clearFilter')}
          empty={t('templatePages.list.tagPlaceholder')}
        />
      </SpaceBetween>
    </SpaceBetween>
  );

  return (
    <>
      <TemplateList
        view={view}
        pages={pages}
        folders={folderItems}
        header={header}
        filter={filter}
        empty={
          <TableEmpty
            title={filtered ? t('templatePages.list.noMatch') : t('templatePages.list.empty')}
            hint={filtered ? undefined : t('templatePages.list.emptyHint')}
            error={pages.error}
            onRetry={pages.reload}
            action={filtered ? { text: t('templatePages.clearFilter'), onClick: () => setFilters(NO_FILTERS) } : undefined}
          />
        }
        actions={(template, inline) => (
          <TemplateActions template={template} mayStartMailing={mayStartMailing} onAction={onAction} inline={inline} />
        )}
        preferences={prefs}
        onPreferences={setPrefs}
      />
      {pending?.action === 'move' && (
        <MoveModal
          template={pending.template}
          folders={folderItems}
          move={(dir) => actions.move(pending.template, dir)}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.action === 'delete' && (
        <ConfirmModal
          header={t('templatePages.actions.deleteHeader')}
          confirmText={t('templatePages.actions.delete')}
          action={async () => {
            await actions.remove(pending.template);
            setPending(null);
          }}
          onClose={() => setPending(null)}
        >
          <Box>{t('templatePages.actions.deleteQuestion', { name: pending.template.name })}</Box>
        </ConfirmModal>
      )}
      {importing && <ImportZipModal dir={currentDir} onClose={() => setImporting(false)} />}
    </>
  );
}
