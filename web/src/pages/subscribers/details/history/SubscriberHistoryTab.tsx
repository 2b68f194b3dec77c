import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { PagedTable } from '@web/common/PagedTable';
import { useApiPages } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { historyColumns } from '../../common/history-columns';
import { ConsentHistory } from './ConsentHistory';

interface Props {
  id: string;
  properties: readonly Property[];
}

/** The subscriber's consent history, then their change history: who changed what, when, field by field. */
export function SubscriberHistoryTab({ id, properties }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const pages = useApiPages('subscribers.history', { params: { id }, query: { limit: 50 } });
  const columns = historyColumns({ t, formatDate, follow, withSubscriber: false, properties: new Map(properties.map((p) => [p.id, p])) });
  return (
    <SpaceBetween size="l">
      <ConsentHistory id={id} />
      <PagedTable
        title={t('subscribers.details.tabs.history')}
        description={t('subscribers.history.description')}
        pages={pages}
        columns={columns}
        emptyText={t('subscribers.history.empty')}
      />
    </SpaceBetween>
  );
}
