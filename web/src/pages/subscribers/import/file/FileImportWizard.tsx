import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Wizard from '@cloudscape-design/components/wizard';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { isApiError } from '@web/api';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useSubmission } from '@web/common/use-form-submit';
import { SettingsFields } from '../common/SettingsFields';
import { useFieldLabel } from '../common/use-field-label';
import { useImportErrorText } from '../common/use-import-error';
import { ChooseFileStep } from './ChooseFileStep';
import { FileCheckStep } from './FileCheckStep';
import { importTargets, mappingFromTargets } from './mapping';
import { MappingStep } from './MappingStep';
import { newPropertyOf } from './new-properties';
import { SampleCheck } from './SampleCheck';
import { useDateFormatLabel } from './use-date-format-label';
import { useFileImport } from './use-file-import';
import { dynamicKey } from '@web/i18n';
import { propertyTypeLabel } from '../../common/property-labels';

interface Props {
  properties: readonly Property[];
  onStarted: (id: string) => void;
}

const STEPS = ['file', 'check', 'mapping', 'options', 'review'] as const;

/**
 * The file import (spec: /import, file): choose a CSV → it goes straight to S3 with progress →
 * validation's findings, overridable → mapping → options → start; the page then watches it.
 */
export function FileImportWizard({ properties, onStarted }: Props) {
  const { t } = useTranslation();
  const errorText = useImportErrorText();
  const formatLabel = useDateFormatLabel();
  const [propertyIds] = useState(() => new Set(importTargets(properties).properties.map((p) => p.id)));
  const state = useFileImport(properties, propertyIds);
  const [step, setStep] = useState(0);
  const [attempted, setAttempted] = useState<Set<number>>(new Set());
  const { busy, error, run } = useSubmission<'start'>();
  const leave = useLeaveConfirmation(state.file !== null && busy === null);
  const working = state.upload.phase === 'uploading' || state.upload.phase === 'checking' || busy !== null;
  const mapping = mappingFromTargets(state.columns);
  const labelOf = useFieldLabel(properties);
  /** One line of the review's mapping: the column, what it fills (a property to create, named so) and its date format. */
  const mapsTo = (column: number, field: string) => {
    const created = newPropertyOf(state.columns, column, state.suggestedNewProperties);
    const target = created
      ? t('imports.mapping.newProperty', { name: created.displayName, type: propertyTypeLabel(t, created.type) })
      : labelOf(field);
    const format = state.dateFormats[column];
    const dated = format && (created ? created.type === 'date' : state.isDateField(field));
    return t('imports.wizard.mapsTo', { column: column + 1, field: dated ? `${target} (${formatLabel(format)})` : target });
  };
  const mapped = state.columns.flatMap((field, column) => (field ? [{ column, field }] : []));

  /** Whether a step lets the user on; marks it tried so its problems show. */
  const canLeave = async (index: number): Promise<boolean> => {
    setAttempted((s) => new Set(s).add(index));
    if (STEPS[index] === 'file') return state.uploadAndCheck();
    if (STEPS[index] === 'check') return state.readable;
    if (STEPS[index] === 'mapping') return state.mappingValid;
    return true;
  };

  const navigate = async (requested: number) => {
    if (requested < step) {
      setStep(requested);
      return;
    }
    for (let i = step; i < requested; i++) {
      if (!(await canLeave(i))) {
        setStep(i);
        return;
      }
    }
    setStep(requested);
  };

  const start = async () => {
    const job = await run('start', state.start, { keepBusy: true });
    if (!job) return;
    leave.allowNextNavigation();
    onStarted(job.id);
  };

  // Field errors of a refused start are about mapping rows: name them by their file column.
  const errorLabels = Object.fromEntries(mapping.map((m, i) => [`mapping.${i}.field`, t('imports.mapping.column', { n: m.column + 1 })]));
  const stepError = (index: number, text: string | undefined) => (attempted.has(index) ? text : undefined);

  return (
    <>
      <Wizard
        activeStepIndex={step}
        onNavigate={({ detail }) => void navigate(detail.requestedStepIndex)}
        onCancel={() => {
          state.reset();
          setAttempted(new Set());
          setStep(0);
        }}
        onSubmit={() => void start()}
        isLoadingNextStep={working}
        submitButtonText={t('imports.wizard.start')}
        i18nStrings={{
          stepNumberLabel: (n) => t('imports.wizard.stepNumber', { n }),
          collapsedStepsLabel: (n, total) => t('imports.wizard.collapsed', { n, total }),
          skipToButtonLabel: (target) => t('imports.wizard.skipTo', { step: target.title }),
          navigationAriaLabel: t('imports.wizard.steps'),
          cancelButton: t('imports.wizard.reset'),
          previousButton: t('imports.wizard.previous'),
          nextButton: t('imports.wizard.next'),
          optional: t('common.optional'),
          nextButtonLoadingAnnouncement: t('common.loading'),
          submitButtonLoadingAnnouncement: t('common.loading'),
        }}
        steps={[
          {
            title: t('imports.wizard.file'),
            description: t('imports.wizard.fileHint'),
            content: <ChooseFileStep state={state} />,
            errorText: stepError(0, !state.file ? t('imports.file.required') : undefined),
          },
          {
            title: t('imports.wizard.check'),
            description: t('imports.wizard.checkHint'),
            content: <FileCheckStep state={state} />,
            errorText: stepError(1, state.check && !state.readable ? t('imports.check.unreadable') : undefined),
          },
          {
            title: t('imports.wizard.mapping'),
            description: t('imports.wizard.mappingHint'),
            content: <MappingStep state={state} properties={properties} showErrors={attempted.has(2)} />,
            errorText: stepError(2, state.mappingValid ? undefined : t('imports.mapping.fix')),
          },
          {
            title: t('imports.wizard.options'),
            description: t('imports.wizard.optionsHint'),
            content: (
              <Container>
                <SettingsFields
                  value={state.settings}
                  onChange={state.setSettings}
                  consentProperties={properties.filter((p) => p.type === 'spec_agr')}
                />
              </Container>
            ),
          },
          {
            title: t('imports.wizard.review'),
            description: t('imports.wizard.reviewHint'),
            content: (
              <SpaceBetween size="l">
                {step === STEPS.indexOf('review') && (
                  <SampleCheck state={state} onBackToMapping={() => setStep(STEPS.indexOf('mapping'))} />
                )}
                {error !== null && (
                  <Alert type="error" header={t('imports.wizard.startFailed')}>
                    <span style={{ whiteSpace: 'pre-line' }}>{errorText.describe(error, errorLabels)}</span>
                  </Alert>
                )}
                {isApiError(error) && error.code === 'IMPORT_FILE_NOT_FOUND' && (
                  <Alert type="info">{t('imports.wizard.uploadAgain')}</Alert>
                )}
                <Container header={<Header variant="h2">{t('imports.wizard.settings')}</Header>}>
                  <KeyValuePairs
                    columns={3}
                    items={[
                      { label: t('imports.check.fileName'), value: state.check?.fileName ?? '—' },
                      { label: t('imports.check.encoding'), value: state.encoding ? t(`imports.encodings.${state.encoding}`) : '—' },
                      {
                        label: t('imports.check.delimiter'),
                        value: state.delimiter ? t(`imports.delimiters.${state.delimiter === ',' ? 'comma' : 'semicolon'}`) : '—',
                      },
                      { label: t('imports.check.header'), value: state.hasHeader ? t('imports.check.yes') : t('imports.check.no') },
                      { label: t('imports.mapping.contactRule'), value: t(`imports.mapping.contactRules.${state.contactRule}`) },
                      {
                        label: t('imports.mapping.title'),
                        value: (
                          <ul style={{ margin: 0, paddingInlineStart: '1.25em' }}>
                            {mapped.map((m) => (
                              <li key={m.column}>{mapsTo(m.column, m.field)}</li>
                            ))}
                          </ul>
                        ),
                      },
                      { label: t('imports.settings.mode'), value: t(`imports.modes.${state.settings.mode}.label`) },
                      { label: t('imports.settings.status'), value: t(dynamicKey(`subscribers.status.${state.settings.status}`)) },
                      { label: t('imports.settings.emailType'), value: t(dynamicKey(`subscribers.emailType.${state.settings.emailType}`)) },
                      {
                        label: t('imports.settings.consents'),
                        value: state.settings.consents.properties.length
                          ? state.settings.consents.properties.map(labelOf).join(', ')
                          : t('imports.wizard.none'),
                      },
                    ]}
                  />
                </Container>
              </SpaceBetween>
            ),
          },
        ]}
      />
      {leave.modal}
    </>
  );
}
