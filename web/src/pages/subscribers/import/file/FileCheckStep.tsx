import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { IMPORT_DELIMITERS, IMPORT_ENCODINGS, type ImportDelimiter, type ImportEncoding } from '@shared/schemas/imports';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useImportErrorText } from '../common/use-import-error';
import { Truncated } from '../common/Truncated';
import { formatBytes } from '@web/common/format-bytes';
import { useDateFormatLabel } from './use-date-format-label';
import type { FileImport } from './use-file-import';

interface PreviewRow {
  line: number;
  cells: string[];
}

/**
 * Step 2: what validation found (encoding, separator, header, problems), each choice overridable
 * (the server reads the file again with it), and the first rows as it reads them: one line per cell,
 * scrolled sideways when the file is wide, each column's date format named under its header.
 */
export function FileCheckStep({ state }: { state: FileImport }) {
  const { t, i18n } = useTranslation();
  const errorText = useImportErrorText();
  const formatLabel = useDateFormatLabel();
  // The first check is kept with the latest (they are set together), so both or neither are here.
  const { check, detected: detectedCheck, preview, hasHeader, recheck } = state;
  if (!check || !detectedCheck) return null;
  const encodingOption = (e: ImportEncoding) => ({ value: e, label: t(`imports.encodings.${e}`) });
  const delimiterOption = (d: ImportDelimiter) => ({ value: d, label: t(`imports.delimiters.${d === ',' ? 'comma' : 'semicolon'}`) });
  const detected = (value: string | null, label: (v: never) => { label: string }) =>
    value ? t('imports.check.detected', { value: label(value as never).label }) : t('imports.check.notDetected');
  const [first, ...rest] = preview.rows;
  const body = hasHeader ? rest : preview.rows;
  const columns = Array.from({ length: preview.columnCount }, (_, i) => i);

  return (
    <SpaceBetween size="l">
      {check.problems.map((p, i) => (
        <Alert key={i} type="error" header={t('imports.check.problem')}>
          {errorText.code(p.code, p.params)}
        </Alert>
      ))}
      <Container header={<Header variant="h2">{t('imports.check.title')}</Header>}>
        <SpaceBetween size="l">
          <KeyValuePairs
            columns={4}
            items={[
              { label: t('imports.check.fileName'), value: check.fileName },
              { label: t('imports.check.size'), value: formatBytes(check.size, i18n.language) },
              { label: t('imports.check.columns'), value: String(preview.columnCount) },
              { label: t('imports.check.bom'), value: check.bom ? t('imports.check.yes') : t('imports.check.no') },
            ]}
          />
          <ColumnLayout columns={3}>
            <FormField label={t('imports.check.encoding')} description={detected(detectedCheck.encoding, encodingOption)}>
              <Select
                selectedOption={state.encoding ? encodingOption(state.encoding) : null}
                onChange={({ detail }) => state.setEncoding(detail.selectedOption.value as ImportEncoding)}
                options={IMPORT_ENCODINGS.map(encodingOption)}
                placeholder={t('imports.check.choose')}
                disabled={recheck.busy}
              />
            </FormField>
            <FormField label={t('imports.check.delimiter')} description={detected(detectedCheck.delimiter, delimiterOption)}>
              <Select
                selectedOption={state.delimiter ? delimiterOption(state.delimiter) : null}
                onChange={({ detail }) => state.setDelimiter(detail.selectedOption.value as ImportDelimiter)}
                options={IMPORT_DELIMITERS.map(delimiterOption)}
                placeholder={t('imports.check.choose')}
                disabled={recheck.busy}
              />
            </FormField>
            <FormField
              label={t('imports.check.header')}
              description={detectedCheck.hasHeader ? t('imports.check.headerGuessYes') : t('imports.check.headerGuessNo')}
            >
              <Toggle checked={hasHeader} onChange={({ detail }) => state.setHasHeader(detail.checked)} disabled={recheck.busy}>
                {t('imports.check.headerToggle')}
              </Toggle>
            </FormField>
          </ColumnLayout>
          {recheck.busy && <StatusIndicator type="loading">{t('imports.check.rechecking')}</StatusIndicator>}
          {recheck.error !== null && (
            <Alert type="error" header={t('imports.check.recheckFailed')}>
              {errorText.describe(recheck.error)}
            </Alert>
          )}
        </SpaceBetween>
      </Container>
      <Table
        variant="container"
        header={
          <Header variant="h2" description={t('imports.check.previewHint')}>
            {t('imports.check.preview')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('imports.check.preview') }}
        loading={recheck.busy}
        loadingText={t('imports.check.rechecking')}
        stripedRows
        columnDefinitions={[
          { id: 'line', header: t('imports.check.line'), cell: (row: PreviewRow) => row.line },
          ...columns.map((c) => {
            const format = check.dateFormats[c] ?? null;
            const name = hasHeader && first?.[c] ? `${c + 1}: ${first[c]}` : t('imports.mapping.column', { n: c + 1 });
            return {
              id: `c${c}`,
              header: (
                <>
                  <Truncated text={name} maxWidth="14em" />
                  {format && (
                    <Box variant="small" color="text-body-secondary" display="block">
                      <Truncated text={t('imports.check.dateFormat', { format: formatLabel(format) })} maxWidth="14em" />
                    </Box>
                  )}
                </>
              ),
              cell: (row: PreviewRow) => <Truncated text={row.cells[c] ?? ''} />,
            };
          }),
        ]}
        items={body.map((cells, i) => ({ line: i + (hasHeader ? 2 : 1), cells }))}
        empty={<Box textAlign="center">{t('imports.check.previewEmpty')}</Box>}
      />
    </SpaceBetween>
  );
}
