import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Wizard from '@cloudscape-design/components/wizard';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  AboutStep as AboutSchema,
  AgreementStep as AgreementSchema,
  CompanyStep as CompanySchema,
  ExperienceStep as ExperienceSchema,
  NeedsStep as NeedsSchema,
  ONBOARDING_STEPS,
  SubscribersStep as SubscribersSchema,
  type SaveStepBody,
} from '@shared/schemas/onboarding';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { AboutStep, EMPTY_ABOUT, type AboutValues } from './steps/AboutStep';
import {
  AgreementStep,
  ExperienceStep,
  NeedsStep,
  SubscribersStep,
  type AgreementValues,
  type ExperienceValues,
  type NeedsValues,
  type SubscribersValues,
} from './steps/ChoiceSteps';
import { CompanyStep, EMPTY_COMPANY, type CompanyValues } from './steps/CompanyStep';
import { useOnboarding } from './use-onboarding';

/** Spec section 2: six steps with a step counter; answers are saved per step so the user can resume. */
export default function OnboardingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [active, setActive] = useState(0);
  const { busy, error, run } = useSubmission<'saving' | 'finishing'>();

  const forms = {
    about: useZodForm(AboutSchema, EMPTY_ABOUT),
    company: useZodForm(CompanySchema, EMPTY_COMPANY),
    needs: useZodForm(NeedsSchema, { needs: [] } as NeedsValues),
    subscribers: useZodForm(SubscribersSchema, { audienceSize: '', hasConsents: false } as SubscribersValues),
    experience: useZodForm(ExperienceSchema, { level: '', previousTool: '' } as ExperienceValues),
    agreement: useZodForm(AgreementSchema, { terms: false, privacy: false, marketing: false } as AgreementValues),
  };

  // The saved answers fill the forms once, and the wizard opens where the user stopped. A step not
  // saved yet starts from what registration collected (name, company): shown, editable, not asked again.
  const onboarding = useOnboarding((loaded) => {
    const d = loaded.data;
    if (d.about) forms.about.markSaved({ ...EMPTY_ABOUT, ...d.about } as AboutValues);
    else forms.about.markSaved({ ...EMPTY_ABOUT, ...loaded.known.about });
    if (d.company) forms.company.markSaved({ ...EMPTY_COMPANY, ...d.company } as CompanyValues);
    else forms.company.markSaved({ ...EMPTY_COMPANY, ...loaded.known.company });
    if (d.needs) forms.needs.markSaved(d.needs as NeedsValues);
    if (d.subscribers) forms.subscribers.markSaved(d.subscribers as SubscribersValues);
    if (d.experience) forms.experience.markSaved({ level: '', previousTool: '', ...d.experience } as ExperienceValues);
    if (d.agreement) forms.agreement.markSaved(d.agreement);
    setActive(loaded.currentStep - 1);
  });
  const state = onboarding.state;

  if (onboarding.loadError) return <Alert type="error">{errorText.describe(onboarding.loadError)}</Alert>;
  if (!state) return <PageSpinner />;

  const step = ONBOARDING_STEPS[active]!;
  const saveCurrent = async (): Promise<boolean> => {
    const data = forms[step].validate();
    if (!data) return false;
    const saved = await run('saving', async () => {
      await onboarding.save({ step, data } as SaveStepBody);
      return true;
    });
    return saved ?? false;
  };

  const finish = async () => {
    if (!(await saveCurrent())) return;
    const complete = async () => {
      await onboarding.complete();
      navigate('/', { replace: true });
    };
    // Done: busy until the dashboard takes over.
    await run('finishing', complete, { keepBusy: true });
  };

  const content = {
    about: <AboutStep form={forms.about} />,
    company: <CompanyStep form={forms.company} />,
    needs: <NeedsStep form={forms.needs} />,
    subscribers: <SubscribersStep form={forms.subscribers} />,
    experience: <ExperienceStep form={forms.experience} />,
    agreement: <AgreementStep form={forms.agreement} />,
  };

  return (
    <Wizard
      activeStepIndex={active}
      isLoadingNextStep={busy !== null}
      onNavigate={async ({ detail }) => {
        if (detail.requestedStepIndex < active || (await saveCurrent())) setActive(detail.requestedStepIndex);
      }}
      submitButtonText={t('onboarding.wizard.finish')}
      onSubmit={() => void finish()}
      onCancel={() => navigate('/logout')}
      i18nStrings={{
        stepNumberLabel: (n) => t('onboarding.wizard.step', { n }),
        collapsedStepsLabel: (n, total) => t('onboarding.wizard.stepOf', { n, total }),
        navigationAriaLabel: t('onboarding.wizard.steps'),
        cancelButton: t('onboarding.wizard.logout'),
        previousButton: t('onboarding.wizard.previous'),
        nextButton: t('onboarding.wizard.next'),
        optional: t('common.optional'),
      }}
      steps={ONBOARDING_STEPS.map((s) => ({
        title: t(`onboarding.steps.${s}.title`),
        description: t(`onboarding.steps.${s}.description`),
        errorText: s === step && error ? errorText.describe(error) : undefined,
        content: content[s],
      }))}
    />
  );
}
