import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { apiKey, restart } from '@web/api/query';
import { useSearchParams } from 'react-router-dom';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { propertyLabel } from '../common/property-labels';
import { EXPORT_SEGMENT_PARAM } from '../paths';
import { useImportProperties } from '../import/common/use-import-properties';
import { ExportForm } from './ExportForm';
import { ExportsTable } from './ExportsTable';
import { useExportSegments } from './use-export-segments';

/**
 * /subscribers/export (spec: /export, PERM_AEKSPORT): start an export by status or of a segment's audience, then download it from the list.
 * `?segment=<id>` (from the segment's audience page) starts the form with that segment chosen.
 */
export default function ExportPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { properties, loading, error, limited } = useImportProperties();
  const segments = useExportSegments();
  const [search] = useSearchParams();
  const labelOf = (field: string) => {
    const property = properties.find((p) => p.id === field);
    if (property) return propertyLabel(t, property);
    return t(`subscribers.fields.${field}`, { defaultValue: field });
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('exports.description')}>
        {t('pages.exports')}
      </Header>
      {error !== null && <Alert type="warning">{t('imports.propertiesFailed', { reason: errorText.describe(error) })}</Alert>}
      {limited && <Alert type="info">{t('exports.baseFieldsOnly')}</Alert>}
      {loading ? (
        <PageSpinner />
      ) : (
        <ExportForm
          properties={properties}
          segments={segments}
          initialSegmentId={search.get(EXPORT_SEGMENT_PARAM)}
          onStarted={() => void restart(apiKey('exports.list'))}
        />
      )}
      <ExportsTable labelOf={labelOf} segmentName={(id) => segments.find((s) => s.id === id)?.name} />
    </SpaceBetween>
  );
}
