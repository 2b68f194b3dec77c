import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { CONTACT_RULES, IMPORT_DATE_FORMATS, type ContactRule, type ImportDateFormat } from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import { useErrorText } from '@web/common/use-error-text';
import { propertyTypeLabel } from '../../common/property-labels';
import { columnSamples, headerRow, importTargets } from './mapping';
import { newPropertyOf, newTarget } from './new-properties';
import { SchemaTools } from './SchemaTools';
import { Truncated } from '../common/Truncated';
import { useFieldLabel } from '../common/use-field-label';
import { useDateFormatLabel } from './use-date-format-label';
import type { FileImport } from './use-file-import';

interface Props {
  state: FileImport;
  properties: readonly Property[];
  /** The mapping step was left with problems: show them even on untouched columns. */
  showErrors: boolean;
}

interface ColumnRow {
  column: number;
  name: string;
  samples: string[];
}

/**
 * Step 3: a target field for every column (the server's suggestion, a property to create among
 * them), the date format of date columns, checked live as the API checks it; schemas save and reuse it.
 */
export function MappingStep({ state, properties, showErrors }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatLabel = useDateFormatLabel();
  const { preview, hasHeader, columns, problems, suggestedNewProperties } = state;
  const header = headerRow(preview.rows, hasHeader);
  const { base, properties: props } = importTargets(properties);
  const labelOf = useFieldLabel(properties);
  const skip: SelectProps.Option = { value: '', label: t('imports.mapping.skip') };
  const newOption = (column: number): SelectProps.Option | null => {
    const p = suggestedNewProperties.find((n) => n.column === column);
    return p
      ? {
          value: newTarget(column),
          label: t('imports.mapping.newProperty', { name: p.displayName, type: propertyTypeLabel(t, p.type) }),
          description: t('imports.mapping.newPropertyHint'),
        }
      : null;
  };
  const optionsFor = (column: number): SelectProps.Options => {
    const created = newOption(column);
    return [
      skip,
      ...(created ? [{ label: t('imports.mapping.newProperties'), options: [created] }] : []),
      { label: t('imports.mapping.baseFields'), options: base.map((id) => ({ value: id, label: labelOf(id) })) },
      ...(props.length
        ? [
            {
              label: t('imports.mapping.properties'),
              options: props.map((p) => ({ value: p.id, label: labelOf(p.id), description: p.name })),
            },
          ]
        : []),
    ];
  };
  const optionFor = (column: number): SelectProps.Option => {
    const field = columns[column] ?? null;
    if (!field) return skip;
    if (field === newTarget(column)) return newOption(column) ?? skip;
    return { value: field, label: labelOf(field) };
  };
  /** A column filling a date (an existing date property, or a date property the import creates). */
  const isDateColumn = (column: number) => {
    const field = columns[column];
    if (!field) return false;
    const created = newPropertyOf(columns, column, suggestedNewProperties);
    return created ? created.type === 'date' : state.isDateField(field);
  };
  const formatOption = (f: ImportDateFormat) => ({ value: f, label: formatLabel(f) });
  const columnName = (c: number) => (header[c] ? `${c + 1}: ${header[c]}` : t('imports.mapping.column', { n: c + 1 }));
  const rows: ColumnRow[] = columns.map((_, column) => ({
    column,
    name: columnName(column),
    samples: columnSamples(preview.rows, hasHeader, column),
  }));
  const mappedCount = columns.filter(Boolean).length;

  return (
    <SpaceBetween size="l">
      <FormField label={t('imports.mapping.contactRule')} description={t('imports.mapping.contactRuleHint')}>
        <RadioGroup
          value={state.contactRule}
          onChange={({ detail }) => state.setContactRule(detail.value as ContactRule)}
          items={CONTACT_RULES.map((rule) => ({ value: rule, label: t(`imports.mapping.contactRules.${rule}`) }))}
        />
      </FormField>
      <SchemaTools state={state} labelOf={labelOf} />
      {(showErrors || mappedCount > 0) &&
        problems.general.map((p) => (
          <Alert key={p.code} type="error">
            {errorText.field(p)}
          </Alert>
        ))}
      <Table
        variant="container"
        trackBy="column"
        header={
          <Header
            variant="h2"
            counter={t('imports.mapping.mapped', { mapped: mappedCount, total: columns.length })}
            description={t('imports.mapping.hint')}
            actions={
              <Button onClick={state.restoreSuggestion} disabled={!hasHeader} disabledReason={t('imports.mapping.autoNeedsHeader')}>
                {t('imports.mapping.auto')}
              </Button>
            }
          >
            {t('imports.mapping.title')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('imports.mapping.title') }}
        wrapLines
        columnDefinitions={[
          {
            id: 'column',
            header: t('imports.mapping.fileColumn'),
            isRowHeader: true,
            width: 160,
            cell: (row) => <Truncated text={row.name} maxWidth="9em" />,
          },
          {
            id: 'samples',
            header: t('imports.mapping.samples'),
            width: 180,
            cell: (row) =>
              row.samples.length ? <Truncated text={row.samples.join(', ')} maxWidth="10em" /> : <Box color="text-status-inactive">—</Box>,
          },
          {
            id: 'field',
            header: t('imports.mapping.field'),
            minWidth: 240,
            cell: (row) => {
              const problem = problems.byColumn.get(row.column);
              const format = state.dateFormats[row.column] ?? null;
              // A fixed width: a long choice ("New property: Member rating — Whole number") is cut by the select, not the table.
              return (
                <div style={{ width: 300 }}>
                  <SpaceBetween size="xs">
                    <FormField errorText={problem ? errorText.field(problem) : undefined} stretch>
                      <Select
                        selectedOption={optionFor(row.column)}
                        onChange={({ detail }) => state.setTarget(row.column, detail.selectedOption.value || null)}
                        options={optionsFor(row.column)}
                        ariaLabel={t('imports.mapping.fieldFor', { column: row.name })}
                        invalid={Boolean(problem)}
                        filteringType="auto"
                        expandToViewport
                      />
                    </FormField>
                    {isDateColumn(row.column) && (
                      <FormField
                        label={t('imports.mapping.dateFormat')}
                        description={format ? t('imports.mapping.dateFormatAssumed') : t('imports.mapping.dateFormatUnknown')}
                        stretch
                      >
                        <Select
                          selectedOption={format ? formatOption(format) : null}
                          onChange={({ detail }) => state.setDateFormat(row.column, detail.selectedOption.value as ImportDateFormat)}
                          options={IMPORT_DATE_FORMATS.map(formatOption)}
                          placeholder={t('imports.check.choose')}
                          ariaLabel={t('imports.mapping.dateFormatFor', { column: row.name })}
                          expandToViewport
                        />
                      </FormField>
                    )}
                  </SpaceBetween>
                </div>
              );
            },
          },
        ]}
        items={rows}
      />
    </SpaceBetween>
  );
}
