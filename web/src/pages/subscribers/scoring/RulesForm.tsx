import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { ScoringRules, type ScoringState } from '@shared/schemas/scoring';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { toBody, toValues, type RulesValues } from './rules-form';

type NumberField = Exclude<keyof RulesValues, 'decay'>;

interface Props {
  state: ScoringState;
  save: (rules: ScoringRules) => Promise<ScoringState>;
}

/** The rules: points per event, the fading, the cap and the bands; saving starts a recalculation. */
export function RulesForm({ state, save }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(ScoringRules, toValues(state.rules), { prepare: toBody });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const saved = await save(body);
    form.markSaved(toValues(saved.rules));
    pushNotice({ type: 'success', content: { key: 'scoring.rules.saved' } }, 5000);
  });
  const v = form.values;
  const number = (field: NumberField, label: string, hint?: string, disabled = false) => (
    <FormField label={label} description={hint} errorText={errorText.field(form.errors[field])}>
      <Input
        type="number"
        inputMode="numeric"
        value={v[field]}
        onChange={({ detail }) => form.set(field, detail.value)}
        ariaLabel={label}
        disabled={disabled}
        data-testid={`scoring-${field}`}
      />
    </FormField>
  );
  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <Container
        header={
          <Header variant="h2" description={t('scoring.rules.description')}>
            {t('scoring.rules.title')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {!state.updatedAt && <Alert type="info">{t('scoring.rules.defaults')}</Alert>}
          <ColumnLayout columns={3}>
            {number('open', t('scoring.rules.open'), t('scoring.rules.openHint'))}
            {number('click', t('scoring.rules.click'), t('scoring.rules.clickHint'))}
            {number('signup', t('scoring.rules.signup'), t('scoring.rules.signupHint'))}
            {number('unsubscribe', t('scoring.rules.unsubscribe'), t('scoring.rules.negativeHint'))}
            {number('complaint', t('scoring.rules.complaint'), t('scoring.rules.negativeHint'))}
          </ColumnLayout>
          <ColumnLayout columns={3}>
            <FormField label={t('scoring.rules.decay')}>
              <Toggle checked={v.decay} onChange={({ detail }) => form.set('decay', detail.checked)}>
                {t('scoring.rules.decayOn')}
              </Toggle>
            </FormField>
            {number('halfLifeDays', t('scoring.rules.halfLifeDays'), t('scoring.rules.halfLifeHint'), !v.decay)}
            {number('cap', t('scoring.rules.cap'), t('scoring.rules.capHint'))}
          </ColumnLayout>
          <ColumnLayout columns={3}>
            {number('bands.warm', t('scoring.rules.warm'), t('scoring.rules.bandsHint'))}
            {number('bands.hot', t('scoring.rules.hot'))}
          </ColumnLayout>
          <Alert type="info">{t('scoring.rules.noVisits')}</Alert>
        </SpaceBetween>
      </Container>
    </SettingsForm>
  );
}
