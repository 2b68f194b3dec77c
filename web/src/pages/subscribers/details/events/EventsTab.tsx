import Autosuggest from '@cloudscape-design/components/autosuggest';
import type { TableProps } from '@cloudscape-design/components/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { useFormatDate } from '@web/common/use-format-date';
import { propertiesText } from './event-properties';
import { useSubscriberEvents, type EventRow } from './use-subscriber-events';

/** What the integrations told about the subscriber (custom events, issue 19), newest first, by name if chosen. */
export function EventsTab({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const [typed, setTyped] = useState('');
  const { pages, name, invalidName, suggestions } = useSubscriberEvents(id, typed);
  const words = { yes: t('subscribers.events.yes'), no: t('subscribers.events.no') };

  const columns: TableProps.ColumnDefinition<EventRow>[] = [
    { id: 'time', header: t('subscribers.events.time'), cell: (e) => formatDate(e.time, true), isRowHeader: true },
    { id: 'name', header: t('subscribers.events.name'), cell: (e) => e.name },
    {
      id: 'properties',
      header: t('subscribers.events.properties'),
      minWidth: 280,
      cell: (e) => <span style={{ overflowWrap: 'anywhere' }}>{propertiesText(e.properties, i18n.language, words)}</span>,
    },
  ];

  return (
    <PagedTable
      title={t('subscribers.details.tabs.events')}
      description={t('subscribers.events.description')}
      pages={pages}
      columns={columns}
      emptyText={name ? t('subscribers.events.emptyNamed', { name }) : t('subscribers.events.empty')}
      emptyHint={name ? undefined : t('subscribers.events.emptyHint')}
      filter={
        <div style={{ maxWidth: 360 }}>
          <Autosuggest
            value={typed}
            onChange={({ detail }) => setTyped(detail.value)}
            options={suggestions.map((value) => ({ value }))}
            enteredTextLabel={(value) => t('subscribers.events.useName', { value })}
            empty={t('subscribers.events.noNames')}
            placeholder={t('subscribers.events.filter')}
            ariaLabel={t('subscribers.events.filter')}
            clearAriaLabel={t('subscribers.events.clearFilter')}
            invalid={invalidName}
          />
        </div>
      }
    />
  );
}
