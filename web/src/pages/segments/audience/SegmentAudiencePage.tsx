import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { notifyError } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { ColumnPreferences } from '@web/common/ColumnPreferences';
import { CursorPagination } from '@web/common/CursorPagination';
import { PageSpinner } from '@web/common/PageSpinner';
import { useTablePreferences } from '@web/common/table-preferences';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { defaultPreferences, PAGE_SIZES, preferenceTexts, subscriberColumns } from '@web/pages/subscribers/all/table-config';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useProperties, valueProperties } from '@web/pages/subscribers/common/use-properties';
import { exportSegmentPath } from '@web/pages/subscribers/paths';
import { audienceRefusal } from '../common/audience-refusal';
import { CalculationProgress } from '../common/CalculationProgress';
import { audienceStanding, isCalculating } from '../common/segment-state';
import { useSegment } from '../common/use-segment';
import { segmentPath } from '../paths';
import { useAudience } from './use-audience';
import { audienceSizeText } from '@web/common/use-restriction';

/** Personal and custom properties, for columns (none for a user who may not read them): the shared cached list. */
function useColumnProperties(): Property[] {
  const can = useCan();
  const { properties } = useProperties(can(routes['properties.list'].permission));
  return useMemo(() => valueProperties(properties), [properties]);
}

/** /segments/{id}/audience: the members of the segment's last calculation, a page at a time; an expired or missing audience is calculated from here. */
export default function SegmentAudiencePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const can = useCan();
  const live = useSegment(id);
  const segment = live.segment;
  const properties = useColumnProperties();
  const columns = subscriberColumns({ t, formatDate, follow, properties });
  const [prefs, setPrefs] = useTablePreferences('goniec.segments.audience', defaultPreferences(columns), PAGE_SIZES);
  const pages = useAudience(id, prefs.pageSize, segment?.audience?.computedAt);
  const [starting, setStarting] = useState(false);
  const code = audienceRefusal(pages.error);
  const canCalculate = can(routes['segments.calculate'].permission);
  const canExport = can(routes['exports.start'].permission);
  const busy = segment !== undefined && isCalculating(segment);

  if (live.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(live.error)}
      </Alert>
    );
  if (!segment) return <PageSpinner />;

  const calculate = async () => {
    setStarting(true);
    try {
      live.set(await api('segments.calculate', { params: { id }, body: {} }));
    } catch (error) {
      notifyError(error);
      live.reload();
    } finally {
      setStarting(false);
    }
  };
  const calculateButton = (label: string, primary = false) =>
    canCalculate && (
      <Button
        variant={primary ? 'primary' : 'normal'}
        onClick={() => void calculate()}
        loading={starting}
        disabled={busy}
        disabledReason={t('errors.SEGMENT_STILL_PROCESSING')}
      >
        {label}
      </Button>
    );
  const audience = segment.audience;
  const standing = audienceStanding(segment);
  const description = audience
    ? t('segments.audience.summary', { size: audienceSizeText(t, audience), computed: formatDate(audience.computedAt, true) })
    : t('segments.audience.notCalculated');

  return (
    <SpaceBetween size="l">
      {busy && <CalculationProgress segment={segment} />}
      {!busy && (code === 'SEGMENT_AUDIENCE_EXPIRED' || standing === 'expired') && (
        <Alert type="warning" header={t('segments.audience.expiredTitle')} action={calculateButton(t('segments.recalculate'), true)}>
          {t('errors.SEGMENT_AUDIENCE_EXPIRED')}
        </Alert>
      )}
      {!busy && code === 'SEGMENT_NOT_CONFIGURED' && (
        <Alert type="info" header={t('segments.audience.notConfiguredTitle')} action={calculateButton(t('segments.calculate'), true)}>
          {t('segments.audience.notConfigured')}
        </Alert>
      )}
      {segment.state === 'failed' && (
        <Alert type="error" header={t('segments.status.failedTitle')}>
          {t('segments.status.failed')}
        </Alert>
      )}
      <Table
        variant="full-page"
        stickyHeader
        trackBy="id"
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('segments.audience.title', { name: segment.name })}
            description={description}
            counter={audience?.count !== undefined ? `(${audience.count.toLocaleString(i18n.language)})` : undefined}
            onRefresh={pages.reload}
            loading={pages.loading}
          >
            <Button href={segmentPath(id)} onFollow={follow}>
              {t('segments.audience.config')}
            </Button>
            {canExport && (
              // Only a current audience can be exported (the API refuses an expired or missing one).
              <Button
                href={exportSegmentPath(id)}
                onFollow={follow}
                disabled={busy || standing !== 'current'}
                disabledReason={busy ? t('errors.SEGMENT_STILL_PROCESSING') : t('segments.audience.exportNeedsCurrent')}
              >
                {t('segments.audience.export')}
              </Button>
            )}
            {standing === 'current' && calculateButton(t('segments.recalculate'))}
          </TableHeader>
        }
        ariaLabels={{ tableLabel: t('segments.audience.title', { name: segment.name }) }}
        columnDefinitions={columns}
        columnDisplay={prefs.contentDisplay}
        items={code ? [] : pages.items}
        loading={pages.loading && !code}
        loadingText={t('common.loading')}
        pagination={<CursorPagination pages={pages} />}
        empty={
          <TableEmpty title={code ? t('segments.audience.unavailable') : t('segments.audience.empty')} error={code ? null : pages.error} />
        }
        preferences={
          <ColumnPreferences
            preferences={prefs}
            onChange={setPrefs}
            pageSizes={PAGE_SIZES}
            columns={columns}
            alwaysVisible="email"
            texts={preferenceTexts(t)}
          />
        }
      />
    </SpaceBetween>
  );
}
