import { z } from 'zod';
import {
  KRS_LEGAL_FORMS,
  LEGAL_FORMS,
  REPRESENTATIVES_MAX,
  isValidKrs,
  isValidNip,
  isValidPostalCode,
  isValidRegon,
  normalizeAmount,
  normalizeDigits,
  type LegalForm,
} from '../rules/company';
import { nameField, singleLineField } from '../validation';

/**
 * The company's data (spec section 3, "Company data"). Onboarding's company step asks for the
 * fields below (`CompanyFields`); the profile tab of /settings/company edits the same item with the
 * rest besides (`CompanyProfileBody`). Both validate with these schemas, never a copy.
 */
export const CompanyFields = z.strictObject({
  name: nameField(2, 255),
  legalForm: z.enum(LEGAL_FORMS),
  taxId: singleLineField(0, 20).refine(isValidNip, { message: 'VALIDATION_INVALID_TAX_ID' }).transform(normalizeDigits),
  krs: singleLineField(0, 20)
    .refine((v) => v === '' || isValidKrs(v), { message: 'VALIDATION_INVALID_KRS' })
    .transform(normalizeDigits)
    .optional(),
  regon: singleLineField(0, 20)
    .refine((v) => v === '' || isValidRegon(v), { message: 'VALIDATION_INVALID_REGON' })
    .transform(normalizeDigits)
    .optional(),
  address: singleLineField(3, 255),
  postalCode: singleLineField(0, 20).refine(isValidPostalCode, { message: 'VALIDATION_INVALID_POSTAL_CODE' }),
  city: nameField(2, 100),
});

/** Companies in the court register have a KRS number; sole traders and civil partnerships do not. */
export function krsForRegisteredForms(company: { legalForm: LegalForm; krs?: string }, ctx: z.RefinementCtx): void {
  if (KRS_LEGAL_FORMS.includes(company.legalForm) && !company.krs)
    ctx.addIssue({ code: 'custom', path: ['krs'], message: 'VALIDATION_REQUIRED' });
}

/** A person who represents the company (a board member, a partner, a proxy) and their function. */
export const Representative = z.strictObject({ name: nameField(2, 100), function: singleLineField(2, 100) });
export type Representative = z.infer<typeof Representative>;

const optionalText = (max: number) => singleLineField(0, max).optional();

/** The profile tab's body: onboarding's fields and the rest of spec section 3's company data. */
export const CompanyProfileBody = CompanyFields.extend({
  /** "Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS". */
  courtDesignation: optionalText(255),
  /** In PLN (a Polish company's capital is stated in złoty), stored as a plain decimal "5000.00". */
  shareCapital: singleLineField(0, 32)
    .refine((v) => v === '' || normalizeAmount(v) !== undefined, { message: 'VALIDATION_INVALID_VALUE' })
    .transform((v) => (v === '' ? '' : normalizeAmount(v)!))
    .optional(),
  representatives: z.array(Representative).max(REPRESENTATIVES_MAX),
  businessField: optionalText(255),
}).superRefine(krsForRegisteredForms);
export type CompanyProfileBody = z.infer<typeof CompanyProfileBody>;

/**
 * The profile as stored: every field present, empty when never given (onboarding's answers hold
 * only its fields; an account that skipped them has the account's name alone).
 */
export const CompanyProfile = z.object({
  name: z.string(),
  legalForm: z.enum(LEGAL_FORMS).or(z.literal('')),
  taxId: z.string(),
  krs: z.string(),
  regon: z.string(),
  address: z.string(),
  postalCode: z.string(),
  city: z.string(),
  courtDesignation: z.string(),
  shareCapital: z.string(),
  representatives: z.array(z.object({ name: z.string(), function: z.string() })),
  businessField: z.string(),
  updatedAt: z.string().optional(),
});
export type CompanyProfile = z.infer<typeof CompanyProfile>;
