import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { ImportSampleCheck, StartImportBody } from '@shared/schemas/imports';
import { api } from '@web/api';
import { useImportErrorText } from '../common/use-import-error';
import { useReasonText } from '../common/use-reason-text';
import { headerRow } from './mapping';
import { reasonColumn, sampleLevel } from './sample-check';
import type { FileImport } from './use-file-import';

/** What the start would send, as the key the check is asked again by; '' while there is nothing to check. */
function bodyKey(state: FileImport): string {
  try {
    return JSON.stringify(state.body());
  } catch {
    return '';
  }
}

type Answer = { key: string; result: ImportSampleCheck; error: null } | { key: string; result: null; error: unknown };

/**
 * Before the start: the import's own row checks over the validation sample with the settings
 * chosen (POST /files/check-import-rows). Most rows failing is a warning naming the column, the
 * reason and an example, with the way back to the mapping; some rows failing is worth knowing. The
 * user may start anyway. Asked again whenever what the start would send changes.
 */
export function SampleCheck({ state, onBackToMapping }: { state: FileImport; onBackToMapping: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useImportErrorText();
  const reasons = useReasonText();
  const key = bodyKey(state);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api('imports.checkRows', { body: JSON.parse(key) as StartImportBody, signal: controller.signal }).then(
      (result) => setAnswer({ key, result, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, result: null, error });
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!key) return null;
  if (answer?.key !== key) return <StatusIndicator type="loading">{t('imports.sample.checking')}</StatusIndicator>;
  if (answer.error !== null)
    return (
      <Alert type="warning" header={t('imports.sample.failed')}>
        {errorText.describe(answer.error)}
      </Alert>
    );

  const check = answer.result;
  if (!check) return null;
  const number = (n: number) => n.toLocaleString(i18n.language);
  const level = sampleLevel(check);
  if (level === 'success') return <StatusIndicator type="success">{t('imports.sample.clean', { count: check.sampled })}</StatusIndicator>;
  const header = headerRow(state.preview.rows, state.hasHeader);
  const reasonText = (r: ImportSampleCheck['reasons'][number]) =>
    reasons.sample(
      r,
      reasonColumn(r, header, (n) => t('imports.mapping.column', { n })),
    );
  const [top, ...more] = check.reasons;
  return (
    <Alert
      type={level}
      header={t('imports.sample.rejected', { rejected: number(check.rejected), sampled: number(check.sampled), count: check.sampled })}
      action={<Button onClick={onBackToMapping}>{t('imports.sample.backToMapping')}</Button>}
    >
      {top && <div>{reasonText(top)}</div>}
      {more.length > 0 && (
        <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
          {more.map((r) => (
            <li key={`${r.code}|${r.field ?? ''}`}>{reasonText(r)}</li>
          ))}
        </ul>
      )}
      {level === 'warning' && <div>{t('imports.sample.mayStart')}</div>}
    </Alert>
  );
}
