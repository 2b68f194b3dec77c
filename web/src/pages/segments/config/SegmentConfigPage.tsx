import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import { useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
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
  if (failure) return <Alert type="error" header={t('common.loadFailed')}>{errorText.describe(failure)}</Alert>;
  if (!catalog || (id && !loaded.segment)) return <PageSpinner />;

  const notes = [...(canProperties ? [] : [t('segments.config.noProperties')]), ...(canMailings ? [] : [t('segments.config.noMailings')])];
  return <SegmentForm initial={loaded.segment} id={id} catalog={catalog} notes={notes} />;
}

/** The segment as saved, read once (the form follows it from there). */
function useFirstRead(id: string | undefined, handed: Segment | undefined) {
  const [segment, setSegment] = useState<Segment | undefined>(handed?.id === id ? handed : undefined);
  const [error, setError] = useState<unknown>(null);
  const missing = id !== undefined && segment === undefined;
  useEffect(() => {
    if (!id || !missing) return;
    const controller = new AbortController();
    api('segments.get', { params: { id }, signal: controller.signal }).then(setSegment, (e: unknown) => {
      if (!controller.signal.aborted) setError(e);
    });
    return () => controller.abort();
  }, [id, missing]);
  return { segment, error };
}
