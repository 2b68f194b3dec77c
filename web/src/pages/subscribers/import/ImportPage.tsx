import Alert from '@cloudscape-design/components/alert';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { apiKey, restart } from '@web/api/query';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useRestrictedToSegments } from '@web/common/use-restriction';
import { importTabFromQuery } from '../paths';
import { FileImportWizard } from './file/FileImportWizard';
import { ImportProgress } from './ImportProgress';
import { ImportsTable } from './ImportsTable';
import { ManualImport } from './manual/ManualImport';
import { useImportProperties } from './common/use-import-properties';
import { useFieldLabel } from './common/use-field-label';

/**
 * /subscribers/import (spec: /import with file and manual, PERM_AIMPORT): the file wizard or pasted
 * addresses; `?id=` watches one import; below, every past import.
 */
export default function ImportPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const tab = importTabFromQuery(search.get('tab'));
  const watching = search.get('id');
  const { properties, loading, error, limited } = useImportProperties();
  const fieldLabel = useFieldLabel(properties);
  const restricted = useRestrictedToSegments();
  const refresh = () => void restart(apiKey('imports.list'));

  const fileContent = watching ? (
    <ImportProgress key={watching} id={watching} fieldLabel={fieldLabel} onNew={() => setSearch({}, { replace: false })} />
  ) : loading ? (
    <PageSpinner />
  ) : (
    <FileImportWizard
      properties={properties}
      onStarted={(id) => {
        refresh();
        setSearch({ id });
      }}
    />
  );

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('imports.description')}>
        {t('pages.imports')}
      </Header>
      {error !== null && <Alert type="warning">{t('imports.propertiesFailed', { reason: errorText.describe(error) })}</Alert>}
      {limited && <Alert type="info">{t('imports.baseFieldsOnly')}</Alert>}
      {restricted && (
        <Alert type="info" header={t('restriction.title')}>
          {t('restriction.imports')}
        </Alert>
      )}
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch(detail.activeTabId === 'file' ? {} : { tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('imports.tabsLabel')}
        tabs={[
          { id: 'file', label: t('imports.tabs.file'), content: fileContent },
          {
            id: 'manual',
            label: t('imports.tabs.manual'),
            content: loading ? (
              <PageSpinner />
            ) : (
              <ManualImport properties={properties} onUseFile={() => setSearch({}, { replace: true })} onDone={refresh} />
            ),
          },
        ]}
      />
      <ImportsTable fieldLabel={fieldLabel} />
    </SpaceBetween>
  );
}
