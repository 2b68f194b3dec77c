import Alert from '@cloudscape-design/components/alert';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@web/api/query';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { TemplateEditorForm } from './TemplateEditorForm';

/** /mailing/my-templates/{id}/edit: loads the template, then hands over to the form. */
export default function TemplateEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const errorText = useErrorText();
  // The form starts from what it shows once: it waits for this visit's read, not a cached copy (the
  // list's thumbnails cache templates, fresh enough that a plain mount would not read them again).
  const query = useApiQuery('templates.get', { params: { id } }, { refetchOnMount: 'always' });
  if (query.error)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(query.error)}
      </Alert>
    );
  if (!query.isFetchedAfterMount || !query.data) return <PageSpinner />;
  return <TemplateEditorForm initial={query.data} />;
}
