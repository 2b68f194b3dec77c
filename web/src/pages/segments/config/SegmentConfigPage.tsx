import Alert from '@cloudscape-design/components/alert';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { useApiQuery } from '@web/api/query';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { SegmentForm } from './SegmentForm';
import { useBuilderCatalog } from './use-builder-catalog';

/** /segments/new and /segments/{id}: loads the segment and what the builder offers, then hands over to the form. */
export default function SegmentConfigPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const location = useLocation();
  const errorText = useErrorText();
  // Right after creating, the save hands the segment over: no second read.
  const handed = (location.state as { segment?: Segment } | null)?.segment;
  const loaded = useFirstRead(id, handed);
  const { catalog, error, canProperties, canMailings } = useBuilderCatalog();

  const failure = loaded.error ?? error;
  if (failure)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(failure)}
      </Alert>
    );
  if (!catalog || (id && !loaded.segment)) return <PageSpinner />;

  const notes = [...(canProperties ? [] : [t('segments.config.noProperties')]), ...(canMailings ? [] : [t('segments.config.noMailings')])];
  return <SegmentForm initial={loaded.segment} id={id} catalog={catalog} notes={notes} />;
}

/** The segment as saved, read once (the form follows it from there). */
function useFirstRead(id: string | undefined, handed: Segment | undefined) {
  const fresh = handed !== undefined && handed.id === id;
  const query = useApiQuery('segments.get', { params: { id: id ?? '' } }, { enabled: Boolean(id) && !fresh });
  // The form starts from what it shows once: a cached copy may be old, so it waits for this visit's read.
  return { segment: fresh ? handed : query.isFetchedAfterMount ? query.data : undefined, error: fresh ? null : query.error };
}
