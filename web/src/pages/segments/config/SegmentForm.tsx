import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { REFRESH_HOURS, SEGMENT_TYPES, type Segment } from '@shared/schemas/segments';
import { useCan } from '@web/app/session/session-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import type { BuilderCatalog } from '../builder/catalog';
import { ConditionBuilder } from '../builder/ConditionBuilder';
import { SEGMENTS_PATH } from '../paths';
import { EstimatePanel } from './EstimatePanel';
import { PreviewPanel } from './PreviewPanel';
import { StatusPanel } from './StatusPanel';
import { useEstimate } from './use-estimate';
import { useSegmentForm, type RefreshHours, type SegmentType } from './use-segment-form';

interface Props {
  initial?: Segment;
  id?: string;
  catalog: BuilderCatalog;
  /** What the catalogue could not read (the builder then offers less). */
  notes: string[];
}

/** /segments/new and /segments/{id}: name, type and refresh, the condition builder, the live estimate with a preview of who matches, and the calculation. */
export function SegmentForm({ initial, id, catalog, notes }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const can = useCan();
  const form = useSegmentForm(initial, catalog, id);
  const { segment, values } = form;
  const canEdit = can(segment ? routes['segments.update'].permission : routes['segments.create'].permission);
  const estimate = useEstimate(form.treeValid ? form.draft : null);
  const refreshOptions = REFRESH_HOURS.map((h) => ({ value: String(h), label: t('segments.refresh.every', { count: h }) }));

  return (
    <SubmitForm onSubmit={() => canEdit && form.save()}>
      <Form
        header={
          <Header variant="h1" description={segment ? t('segments.config.description') : t('segments.config.newDescription')}>
            {segment ? segment.name : t('pages.segmentNew')}
          </Header>
        }
        errorText={form.error ? errorText.describe(form.error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(SEGMENTS_PATH)}>
              {t('common.cancel')}
            </Button>
            {/* Saving and calculating in one go: the status panel then follows the calculation (<JobProgress>). */}
            {canEdit && can(routes['segments.calculate'].permission) && (
              <Button
                formAction="none"
                onClick={() => void form.save(true)}
                loading={form.busy === 'saveCalculate'}
                disabled={form.calculating || (form.busy !== null && form.busy !== 'saveCalculate')}
                disabledReason={form.calculating ? t('segments.config.calculatingNow') : undefined}
              >
                {t('segments.config.saveAndCalculate')}
              </Button>
            )}
            {canEdit && (
              <Button variant="primary" formAction="submit" loading={form.busy === 'save'}>
                {t('common.save')}
              </Button>
            )}
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {!canEdit && <Alert type="info">{t('segments.config.readOnly')}</Alert>}
          {notes.map((note) => (
            <Alert key={note} type="info">
              {note}
            </Alert>
          ))}
          <Container header={<Header variant="h2">{t('segments.config.settings')}</Header>}>
            <SpaceBetween size="l">
              <TextField
                label={t('segments.fields.name')}
                value={values.name}
                onChange={(v) => form.set('name', v)}
                errorText={errorText.field(form.nameError)}
                disabled={!canEdit}
                autoFocus={!segment}
              />
              <FormField label={t('segments.fields.type')}>
                <RadioGroup
                  value={values.type}
                  onChange={({ detail }) => form.set('type', detail.value as SegmentType)}
                  items={SEGMENT_TYPES.map((type) => ({
                    value: type,
                    label: t(`segments.types.${type}`),
                    description: t(`segments.typeHints.${type}`),
                    disabled: !canEdit,
                  }))}
                />
              </FormField>
              {values.type === 'dynamic' && (
                <FormField label={t('segments.fields.refreshHours')} description={t('segments.config.refreshHint')}>
                  <Select
                    selectedOption={refreshOptions.find((o) => o.value === String(values.refreshHours)) ?? null}
                    onChange={({ detail }) => form.set('refreshHours', Number(detail.selectedOption.value) as RefreshHours)}
                    options={refreshOptions}
                    disabled={!canEdit}
                  />
                </FormField>
              )}
            </SpaceBetween>
          </Container>
          <Grid gridDefinition={[{ colspan: { default: 12, s: 8 } }, { colspan: { default: 12, s: 4 } }]}>
            <Container
              header={
                <Header variant="h2" description={t('segments.config.conditionsHint')}>
                  {t('segments.config.conditions')}
                </Header>
              }
            >
              <ConditionBuilder
                tree={form.tree}
                onChange={form.changeTree}
                catalog={catalog}
                types={form.types}
                errors={form.treeErrors}
                disabled={!canEdit}
              />
            </Container>
            {/* Beside the conditions and in view while they are edited. */}
            <div style={{ position: 'sticky', top: 16 }}>
              <SpaceBetween size="l">
                <EstimatePanel state={estimate} problems={form.problems} />
                {segment && (
                  <StatusPanel
                    segment={segment}
                    dirty={form.dirty}
                    canCalculate={can(routes['segments.calculate'].permission)}
                    starting={form.busy === 'calculate'}
                    onCalculate={() => void form.calculate()}
                  />
                )}
                {/* Names subscribers: only for those who may see a segment's audience. Last, as the tallest:
                    the calculation's action above it stays in view. */}
                {can(routes['segments.audience'].permission) && <PreviewPanel state={estimate} />}
              </SpaceBetween>
            </div>
          </Grid>
        </SpaceBetween>
      </Form>
      {form.leaveModal}
    </SubmitForm>
  );
}
