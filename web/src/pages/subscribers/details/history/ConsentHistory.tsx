import Table from '@cloudscape-design/components/table';
import Header from '@cloudscape-design/components/header';
import { useTranslation } from 'react-i18next';
import type { ConsentSource } from '@shared/schemas/signup';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';

/** The subscriber's consents given and withdrawn: which consent, which version of its text, when and from where. */
export function ConsentHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const history = useApiQuery('consents.history', { params: { id } });
  const source = (s: ConsentSource) =>
    s.kind === 'form' ? t('consents.sourceForm') : s.kind === 'import' ? t('consents.sourceImport') : t('consents.sourceManual');
  return (
    <Table
      header={<Header variant="h2">{t('consents.history')}</Header>}
      loading={history.loading}
      loadingText={t('common.loading')}
      items={history.data?.items ?? []}
      trackBy="id"
      empty={history.error ? errorText.describe(history.error) : t('consents.historyEmpty')}
      columnDefinitions={[
        { id: 'at', header: t('consents.when'), cell: (e) => formatDate(e.at, true) },
        {
          id: 'consent',
          header: t('consents.consent'),
          cell: (e) => `${e.consentName} (${t('consents.versionLabel', { version: e.version })})`,
        },
        { id: 'action', header: t('consents.action'), cell: (e) => t(e.action === 'given' ? 'consents.given' : 'consents.withdrawn') },
        { id: 'source', header: t('consents.source'), cell: (e) => source(e.source) },
      ]}
    />
  );
}
