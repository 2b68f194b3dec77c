import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect, { type MultiselectProps } from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import { EXPORT_ENCODINGS } from '@shared/schemas/exports';
import type { ImportEncoding } from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import type { Segment } from '@shared/schemas/segments';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { propertyLabel } from '../common/property-labels';
import { exportBody, exportColumns, exportProblems, initialExport, type ExportFormValues } from './export-form';
import { dynamicKey } from '@web/i18n';

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
        <ColumnLayout columns={2}>
          <FormField label={t('exports.form.audience')}>
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
          </FormField>
          {values.audience === 'segment' ? (
            <FormField
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
          )}
          <FormField
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
          </FormField>
          <FormField label={t('exports.form.encoding')} description={t('exports.form.encodingHint')}>
            <RadioGroup
              value={values.encoding}
              onChange={({ detail }) => set('encoding', detail.value as ImportEncoding)}
              items={EXPORT_ENCODINGS.map((e) => ({
                value: e,
                label: t(`imports.encodings.${e}`),
                description: t(`exports.form.encodingUse.${e}`),
              }))}
            />
          </FormField>
          <FormField label={t('exports.form.header')}>
            <Checkbox checked={values.header} onChange={({ detail }) => set('header', detail.checked)}>
              {t('exports.form.headerLabel')}
            </Checkbox>
          </FormField>
        </ColumnLayout>
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
