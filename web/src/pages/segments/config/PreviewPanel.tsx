import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { EstimatePreviewRow } from '@shared/schemas/segments';
import { TableEmpty } from '@web/common/TableEmpty';
import { useFollow } from '@web/common/use-follow';
import { SubscriberStatusIndicator } from '@web/pages/subscribers/common/SubscriberStatusIndicator';
import { subscriberTitle } from '@web/pages/subscribers/common/subscriber-name';
import { detailsPath } from '@web/pages/subscribers/paths';
import { previewView } from './preview';
import type { EstimateState } from './use-estimate';

/**
 * A few of the subscribers the conditions take, from the live estimate's sample (before saving),
 * each leading to their details; it follows the estimate and shows nothing until the conditions
 * are complete.
 */
export function PreviewPanel({ state }: { state: EstimateState }) {
  const { t } = useTranslation();
  const follow = useFollow();
  const view = previewView(state);
  if (!view) return null;
  // Two columns fit the narrow column beside the conditions: the name goes under the contact.
  const columns: TableProps.ColumnDefinition<EstimatePreviewRow>[] = [
    {
      id: 'subscriber',
      header: t('segments.preview.subscriber'),
      cell: (s) => (
        <>
          <Link href={detailsPath(s.id)} onFollow={follow}>
            {subscriberTitle(t, s)}
          </Link>
          {s.name && (
            <Box color="text-body-secondary" fontSize="body-s">
              {s.name}
            </Box>
          )}
        </>
      ),
      isRowHeader: true,
    },
    {
      id: 'status',
      header: t('subscribers.fields.status'),
      // A status on one line; the address wraps instead.
      cell: (s) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <SubscriberStatusIndicator status={s.status} />
        </span>
      ),
    },
  ];
  const shown = view.status === 'shown' ? view : undefined;
  return (
    <div data-testid="segment-preview" style={shown?.stale ? { opacity: 0.5 } : undefined}>
      <Table
        variant="container"
        wrapLines
        trackBy="id"
        header={
          <Header variant="h2" description={t('segments.preview.description')}>
            {t('segments.preview.title')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('segments.preview.title') }}
        columnDefinitions={columns}
        items={shown?.rows ?? []}
        loading={!shown}
        loadingText={t('segments.estimate.loading')}
        empty={<TableEmpty title={t(shown?.empty === 'outOfReach' ? 'segments.preview.outOfReach' : 'segments.preview.empty')} />}
      />
    </div>
  );
}
