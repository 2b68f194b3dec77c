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
import { useImportErrorText } from '../common/use-import-error';
import { formatBytes } from '@web/common/format-bytes';
import type { FileImport } from './use-file-import';

/** Step 2: what validation found (encoding, separator, header, problems), each choice overridable, and the first rows. */
export function FileCheckStep({ state }: { state: FileImport }) {
  const { t, i18n } = useTranslation();
  const errorText = useImportErrorText();
  const { check, preview, hasHeader } = state;
  if (!check) return null;
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
            <FormField label={t('imports.check.encoding')} description={detected(check.encoding, encodingOption)}>
              <Select
                selectedOption={state.encoding ? encodingOption(state.encoding) : null}
                onChange={({ detail }) => state.setEncoding(detail.selectedOption.value as ImportEncoding)}
                options={IMPORT_ENCODINGS.map(encodingOption)}
                placeholder={t('imports.check.choose')}
              />
            </FormField>
            <FormField label={t('imports.check.delimiter')} description={detected(check.delimiter, delimiterOption)}>
              <Select
                selectedOption={state.delimiter ? delimiterOption(state.delimiter) : null}
                onChange={({ detail }) => state.setDelimiter(detail.selectedOption.value as ImportDelimiter)}
                options={IMPORT_DELIMITERS.map(delimiterOption)}
                placeholder={t('imports.check.choose')}
              />
            </FormField>
            <FormField
              label={t('imports.check.header')}
              description={check.hasHeader ? t('imports.check.headerGuessYes') : t('imports.check.headerGuessNo')}
            >
              <Toggle checked={hasHeader} onChange={({ detail }) => state.setHasHeader(detail.checked)}>
                {t('imports.check.headerToggle')}
              </Toggle>
            </FormField>
          </ColumnLayout>
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
        wrapLines
        stripedRows
        columnDefinitions={[
          { id: 'line', header: t('imports.check.line'), cell: (row: { line: number; cells: string[] }) => row.line },
          ...columns.map((c) => ({
            id: `c${c}`,
            header: hasHeader && first?.[c] ? `${c + 1}: ${first[c]}` : t('imports.mapping.column', { n: c + 1 }),
            cell: (row: { line: number; cells: string[] }) => row.cells[c] ?? '',
          })),
        ]}
        items={body.map((cells, i) => ({ line: i + (hasHeader ? 2 : 1), cells }))}
        empty={<Box textAlign="center">{t('imports.check.previewEmpty')}</Box>}
      />
    </SpaceBetween>
  );
}
