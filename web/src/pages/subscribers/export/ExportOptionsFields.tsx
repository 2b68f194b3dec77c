import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import type { FieldError } from '@shared/errors';
import { EXPORT_ENCODINGS } from '@shared/schemas/exports';
import type { ImportEncoding } from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import type { Segment } from '@shared/schemas/segments';
import { useErrorText } from '@web/common/use-error-text';
import { dynamicKey } from '@web/i18n';
import { propertyLabel } from '../common/property-labels';
import { exportColumns, type ExportFormValues } from './export-form';

export type ExportProblems = Partial<Record<'statuses' | 'segmentId' | 'fields', FieldError>>;

interface Props {
  values: ExportFormValues;
  set: <K extends keyof ExportFormValues>(key: K, value: ExportFormValues[K]) => void;
  problems: ExportProblems;
  properties: readonly Property[];
  /** The account's segments with an audience to export (empty without PERM_AGRPRZEALL). */
  segments: readonly Segment[];
  /** Two columns on a page; one in a modal. */
  columns: 1 | 2;
}

/**
 * What an export holds, as the export page offers it (also an SFTP export task's): who (statuses
 * or a segment), which columns in order, the encoding, a header row.
 */
export function ExportOptionsFields({ values, set, problems, properties, segments, columns }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { base, properties: props } = exportColumns(properties);
  const labelOf = new Map<string, string>([
    ...base.map((id) => [id, t(dynamicKey(`subscribers.fields.${id}`))] as const),
    ...props.map((p) => [p.id, propertyLabel(t, p)] as const),
  ]);
  const fieldOption = (id: string): MultiselectProps.Option => ({ value: id, label: labelOf.get(id) ?? id });
  const fieldOptions: MultiselectProps.Options = [
    { label: t('exports.form.baseFields'), options: base.map(fieldOption) },
    ...(props.length ? [{ label: t('exports.form.properties'), options: props.map((p) => fieldOption(p.id)) }] : []),
  ];
  const statusOption = (s: SubscriberStatus): MultiselectProps.Option => ({
    value: String(s),
    label: t(dynamicKey(`subscribers.status.${s}`)),
  });
  const segmentOption = (s: Segment | undefined): SelectProps.Option | null =>
    s
      ? {
          value: s.id,
          label: s.name,
          description: !s.audience
            ? t('exports.form.segmentNotCalculated')
            : s.audience.count === undefined
              ? t('restriction.sizeHidden')
              : t('exports.form.segmentSize', { count: s.audience.count }),
        }
      : null;

  const fields = [
    <FormField key="audience" label={t('exports.form.audience')}>
      <RadioGroup
        value={values.audience}
        onChange={({ detail }) => set('audience', detail.value as ExportFormValues['audience'])}
        items={[
          { value: 'statuses', label: t('exports.form.audienceStatuses') },
          {
            value: 'segment',
            label: t('exports.form.audienceSegment'),
            disabled: segments.length === 0,
            description: segments.length === 0 ? t('exports.form.noSegments') : undefined,
          },
        ]}
      />
    </FormField>,
    values.audience === 'segment' ? (
      <FormField
        key="segment"
        label={t('exports.form.segment')}
        description={t('exports.form.segmentHint')}
        errorText={errorText.field(problems.segmentId)}
      >
        <Select
          selectedOption={segmentOption(segments.find((s) => s.id === values.segmentId))}
          onChange={({ detail }) => set('segmentId', detail.selectedOption.value ?? null)}
          options={segments.map((s) => segmentOption(s)!)}
          placeholder={t('exports.form.segmentPlaceholder')}
          invalid={Boolean(problems.segmentId)}
          ariaLabel={t('exports.form.segment')}
        />
      </FormField>
    ) : (
      <FormField
        key="statuses"
        label={t('exports.form.statuses')}
        description={t('exports.form.statusesHint')}
        errorText={errorText.field(problems.statuses)}
      >
        <Multiselect
          selectedOptions={values.statuses.map(statusOption)}
          onChange={({ detail }) =>
            set(
              'statuses',
              detail.selectedOptions.map((o) => Number(o.value) as SubscriberStatus),
            )
          }
          options={SUBSCRIBER_STATUSES.map(statusOption)}
          placeholder={t('exports.form.statusesPlaceholder')}
          invalid={Boolean(problems.statuses)}
          ariaLabel={t('exports.form.statuses')}
          deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
        />
      </FormField>
    ),
    <FormField
      key="fields"
      label={t('exports.form.fields')}
      description={t('exports.form.fieldsHint')}
      errorText={errorText.field(problems.fields)}
    >
      <Multiselect
        selectedOptions={values.fields.map(fieldOption)}
        onChange={({ detail }) =>
          set(
            'fields',
            detail.selectedOptions.map((o) => o.value!),
          )
        }
        options={fieldOptions}
        placeholder={t('exports.form.fieldsPlaceholder')}
        filteringType="auto"
        invalid={Boolean(problems.fields)}
        ariaLabel={t('exports.form.fields')}
        deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
      />
    </FormField>,
    <FormField key="encoding" label={t('exports.form.encoding')} description={t('exports.form.encodingHint')}>
      <RadioGroup
        value={values.encoding}
        onChange={({ detail }) => set('encoding', detail.value as ImportEncoding)}
        items={EXPORT_ENCODINGS.map((e) => ({
          value: e,
          label: t(`imports.encodings.${e}`),
          description: t(`exports.form.encodingUse.${e}`),
        }))}
      />
    </FormField>,
    <FormField key="header" label={t('exports.form.header')}>
      <Checkbox checked={values.header} onChange={({ detail }) => set('header', detail.checked)}>
        {t('exports.form.headerLabel')}
      </Checkbox>
    </FormField>,
  ];
  return columns === 2 ? <ColumnLayout columns={2}>{fields}</ColumnLayout> : <SpaceBetween size="l">{fields}</SpaceBetween>;
}
