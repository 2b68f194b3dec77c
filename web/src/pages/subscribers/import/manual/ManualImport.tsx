import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { MANUAL_IMPORT_MAX_LINES, type ImportRowOutcome, type ManualImportBody } from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useSubmission } from '@web/common/use-form-submit';
import { ImportCounters, ImportOutcomeChart, ReportButton } from '../common/ImportSummary';
import { ImportStateIndicator } from '../common/ImportStateIndicator';
import { SettingsFields } from '../common/SettingsFields';
import { DEFAULT_SETTINGS, type ImportSettings } from '../common/settings';
import { useImportErrorText } from '../common/use-import-error';
import { countAddresses, tooManyAddresses } from './manual-lines';
import { dynamicKey } from '@web/i18n';

interface Props {
  properties: readonly Property[];
  /** Past the limit: the file tab. */
  onUseFile: () => void;
  /** A run ended (the list of imports shows it). */
  onDone: () => void;
}

type Result = Awaited<ReturnType<typeof runManual>>;
const runManual = (body: ManualImportBody) => api('imports.manual', { body });

/** Rows the import did not take, by the line the user typed them on, with the reason in words. */
function RejectedLines({ rows }: { rows: ImportRowOutcome[] }) {
  const { t } = useTranslation();
  const errorText = useImportErrorText();
  const fieldName = (field: string | undefined) =>
    field && ['email', 'gsm', 'name'].includes(field) ? t(dynamicKey(`subscribers.fields.${field}`)) : field;
  return (
    <Table
      variant="embedded"
      header={
        <Header variant="h3" counter={`(${rows.length})`}>
          {t('imports.manual.notTaken')}
        </Header>
      }
      ariaLabels={{ tableLabel: t('imports.manual.notTaken') }}
      wrapLines
      columnDefinitions={[
        { id: 'line', header: t('imports.manual.line'), cell: (r) => r.line, width: 90 },
        { id: 'row', header: t('imports.manual.content'), cell: (r) => r.row.join(' ') },
        { id: 'outcome', header: t('imports.manual.outcome'), cell: (r) => t(`imports.counters.${r.outcome}`) },
        {
          id: 'reason',
          header: t('imports.manual.reason'),
          cell: (r) => {
            const field = fieldName(r.field);
            const reason = errorText.code(r.code);
            return field ? `${field}: ${reason}` : reason;
          },
        },
      ]}
      items={rows}
      empty={<Box textAlign="center">{t('imports.manual.allTaken')}</Box>}
    />
  );
}

/**
 * Manual import (spec: /import, manual): addresses pasted one a line (e-mail or GSM, optionally
 * ";name"), counted live against the limit, imported at once with the same options as a file.
 */
export function ManualImport({ properties, onUseFile, onDone }: Props) {
  const { t } = useTranslation();
  const errorText = useImportErrorText();
  const [text, setText] = useState('');
  const [settings, setSettings] = useState<ImportSettings>(DEFAULT_SETTINGS);
  const [result, setResult] = useState<Result | null>(null);
  const { busy, error, run } = useSubmission<'run'>();
  const count = countAddresses(text);
  const tooMany = tooManyAddresses(count);
  const leave = useLeaveConfirmation(text.trim() !== '' && busy === null);

  const submit = async () => {
    if (count === 0 || tooMany) return;
    const done = await run('run', () => runManual({ text, ...settings }));
    if (!done) return;
    setResult(done);
    setText('');
    onDone();
  };

  const fieldError = tooMany ? t('errors.IMPORT_MANUAL_TOO_MANY_LINES', { lines: count, max: MANUAL_IMPORT_MAX_LINES }) : undefined;

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('imports.manual.hint')}>
            {t('imports.manual.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <FormField
            label={t('imports.manual.addresses')}
            constraintText={t('imports.manual.count', { used: count, max: MANUAL_IMPORT_MAX_LINES })}
            errorText={fieldError}
            stretch
          >
            <Textarea
              value={text}
              onChange={({ detail }) => setText(detail.value)}
              rows={10}
              placeholder={t('imports.manual.placeholder')}
              invalid={tooMany}
              spellcheck={false}
              disabled={busy !== null}
            />
          </FormField>
          {tooMany && (
            <Alert type="info" action={<Button onClick={onUseFile}>{t('imports.manual.useFile')}</Button>}>
              {t('imports.manual.useFileHint')}
            </Alert>
          )}
          <SettingsFields
            value={settings}
            onChange={setSettings}
            consentProperties={properties.filter((p) => p.type === 'spec_agr')}
            disabled={busy !== null}
          />
          {error !== null && (
            <Alert type="error">
              <span style={{ whiteSpace: 'pre-line' }}>{errorText.describe(error)}</span>
            </Alert>
          )}
          <Button variant="primary" onClick={() => void submit()} loading={busy !== null} disabled={count === 0 || tooMany}>
            {t('imports.manual.run', { count })}
          </Button>
        </SpaceBetween>
      </Container>
      {result && (
        <Container
          header={
            <Header variant="h2" description={<ImportStateIndicator job={result.import} />} actions={<ReportButton job={result.import} />}>
              {t('imports.manual.result')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <ImportCounters job={result.import} />
            <ImportOutcomeChart job={result.import} />
            <RejectedLines rows={result.rows} />
          </SpaceBetween>
        </Container>
      )}
      {leave.modal}
    </SpaceBetween>
  );
}
