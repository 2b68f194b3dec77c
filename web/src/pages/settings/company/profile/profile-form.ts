import type { CompanyProfile } from '@shared/schemas/company';
import type { CompanyValues } from '@web/pages/onboarding/steps/CompanyStep';

/** The profile tab's state: onboarding's company fields (the same inputs) and the rest of the company data. */
export interface ProfileValues extends CompanyValues {
  courtDesignation: string;
  shareCapital: string;
  businessField: string;
  representatives: { name: string; function: string }[];
}

/** "5000.00" as stored reads as a Polish amount in the input ("5000,00"); the server takes either. */
export const capitalForInput = (stored: string) => stored.replace('.', ',');

export function toValues(profile: CompanyProfile): ProfileValues {
  return {
    name: profile.name,
    legalForm: profile.legalForm,
    taxId: profile.taxId,
    krs: profile.krs,
    regon: profile.regon,
    address: profile.address,
    postalCode: profile.postalCode,
    city: profile.city,
    courtDesignation: profile.courtDesignation,
    shareCapital: capitalForInput(profile.shareCapital),
    businessField: profile.businessField,
    representatives: profile.representatives.map((r) => ({ ...r })),
  };
}
