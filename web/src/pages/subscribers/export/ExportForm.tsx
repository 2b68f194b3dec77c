import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { exportBody, exportProblems, initialExport, type ExportFormValues } from './export-form';
import { ExportOptionsFields } from './ExportOptionsFields';

interface Props {
  properties: readonly Property[];
  /** The account's segments with an audience to export (empty without PERM_AGRPRZEALL). */
  segments: readonly Segment[];
  /** A segment to start with (the page opened from its audience); null: by status. */
  initialSegmentId: string | null;
  onStarted: () => void;
}

/** Spec: /export — statuses, fields and properties (in the order chosen), encoding; started in the background. */
export function ExportForm({ properties, segments, initialSegmentId, onStarted }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<ExportFormValues>(() => initialExport(initialSegmentId));
  const [tried, setTried] = useState(false);
  const { busy, error, run } = useSubmission<'start'>();
  const problems = tried ? exportProblems(values) : {};
  const set = <K extends keyof ExportFormValues>(key: K, value: ExportFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const start = async () => {
    setTried(true);
    if (Object.keys(exportProblems(values)).length) return;
    const job = await run('start', () => api('exports.start', { body: exportBody(values) }));
    if (!job) return;
    pushNotice({ type: 'success', content: { key: 'exports.started' } }, 5000);
    setTried(false);
    onStarted();
  };

  return (
    <Container
      header={
        <Header variant="h2" description={t('exports.form.hint')}>
          {t('exports.form.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ExportOptionsFields columns={2} values={values} set={set} problems={problems} properties={properties} segments={segments} />
        {error !== null && (
          <Alert type="error">
            <span style={{ whiteSpace: 'pre-line' }}>{errorText.describe(error)}</span>
          </Alert>
        )}
        <Button variant="primary" onClick={() => void start()} loading={busy !== null}>
          {t('exports.form.start')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
