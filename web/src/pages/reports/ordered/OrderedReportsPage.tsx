import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { propertyLabel } from '@web/pages/subscribers/common/property-labels';
import { useImportProperties } from '@web/pages/subscribers/import/common/use-import-properties';
import { ExportsTable } from '@web/pages/subscribers/export/ExportsTable';

/**
 * /reports/ordered (spec section 2's "ordered reports"): the files users ordered from reports,
 * prepared in the background by the export machinery, with their progress and download. A user
 * restricted to segments sees only their own, as with exports.
 */
export default function OrderedReportsPage() {
  const { t } = useTranslation();
  const { properties } = useImportProperties();
  const labelOf = (field: string) => {
    const property = properties.find((p) => p.id === field);
    return property ? propertyLabel(t, property) : t(`subscribers.fields.${field}`, { defaultValue: field });
  };
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('reports.ordered.description')}>
        {t('pages.orderedReports')}
      </Header>
      <ExportsTable
        labelOf={labelOf}
        segmentName={() => undefined}
        reports={{ title: t('reports.ordered.listTitle'), description: '', emptyHint: t('reports.ordered.emptyHint') }}
      />
    </SpaceBetween>
  );
}
