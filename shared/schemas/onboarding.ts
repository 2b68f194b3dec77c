import { z } from 'zod';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { nameField, singleLineField } from '../validation';
import { CompanyFields, krsForRegisteredForms } from './company';

/** Spec section 2: the six onboarding steps, in order. */
export const ONBOARDING_STEPS = ['about', 'company', 'needs', 'subscribers', 'experience', 'agreement'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

const optionalText = (max: number) => singleLineField(0, max).optional();

export const AboutStep = z.strictObject({
  firstName: nameField(2, 100),
  lastName: nameField(2, 100),
  position: optionalText(100),
  phone: singleLineField(0, 32)
    .refine((v) => v === '' || isValidPhoneNumber(v, 'PL'), { message: 'VALIDATION_INVALID_PHONE' })
    .optional(),
});

/** The company step: the company data's first fields, shared with the profile tab (./company.ts). */
export const CompanyStep = CompanyFields.superRefine(krsForRegisteredForms);

export const NEEDS = ['newsletter', 'promotions', 'transactional', 'automation', 'sms', 'surveys'] as const;
export const NeedsStep = z.strictObject({ needs: z.array(z.enum(NEEDS)).min(1).max(NEEDS.length) });

export const AUDIENCE_SIZES = ['none', 'upTo1000', 'upTo10000', 'upTo100000', 'over100000'] as const;
export const SubscribersStep = z.strictObject({ audienceSize: z.enum(AUDIENCE_SIZES), hasConsents: z.boolean() });

export const EXPERIENCE_LEVELS = ['none', 'basic', 'advanced'] as const;
export const ExperienceStep = z.strictObject({ level: z.enum(EXPERIENCE_LEVELS), previousTool: optionalText(100) });

export const AgreementStep = z.strictObject({
  terms: z.literal(true, { message: 'VALIDATION_REQUIRED' }),
  privacy: z.literal(true, { message: 'VALIDATION_REQUIRED' }),
  marketing: z.boolean(),
});

export const STEP_SCHEMAS = {
  about: AboutStep,
  company: CompanyStep,
  needs: NeedsStep,
  subscribers: SubscribersStep,
  experience: ExperienceStep,
  agreement: AgreementStep,
} as const;

export const SaveStepBody = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('about'), data: AboutStep }),
  z.strictObject({ step: z.literal('company'), data: CompanyStep }),
  z.strictObject({ step: z.literal('needs'), data: NeedsStep }),
  z.strictObject({ step: z.literal('subscribers'), data: SubscribersStep }),
  z.strictObject({ step: z.literal('experience'), data: ExperienceStep }),
  z.strictObject({ step: z.literal('agreement'), data: AgreementStep }),
]);
export type SaveStepBody = z.infer<typeof SaveStepBody>;

export type OnboardingData = { [S in OnboardingStep]?: z.infer<(typeof STEP_SCHEMAS)[S]> };

export const OnboardingState = z.object({
  /** The step to show next (1–6), so a user resumes where they left off. */
  currentStep: z.number().int().min(1).max(ONBOARDING_STEPS.length),
  totalSteps: z.literal(ONBOARDING_STEPS.length),
  completed: z.boolean(),
  data: z.object({
    // Stored answers go out as they are (the text rules guard what comes in).
    about: z
      .object({ firstName: z.string(), lastName: z.string(), position: z.string().optional(), phone: z.string().optional() })
      .partial()
      .optional(),
    company: z.record(z.string(), z.unknown()).optional(),
    needs: z.object(NeedsStep.shape).optional(),
    subscribers: z.object(SubscribersStep.shape).optional(),
    experience: z
      .object({ level: z.enum(EXPERIENCE_LEVELS), previousTool: z.string().optional() })
      .partial()
      .optional(),
    agreement: z.object({ terms: z.boolean(), privacy: z.boolean(), marketing: z.boolean() }).optional(),
  }),
  /**
   * What registration already collected (the user's name, split into first and last, and the
   * company's name), so a step's form starts from it instead of asking again. Only a suggestion:
   * the saved answers in `data` win, and a step counts as done only once it is saved.
   */
  known: z.object({
    about: z.object({ firstName: z.string(), lastName: z.string() }).partial(),
    company: z.object({ name: z.string() }).partial(),
  }),
});
export type OnboardingState = z.infer<typeof OnboardingState>;
