import { LEGAL_FORMS, type LegalForm } from '@shared/rules/company';
import type { CompanyProfile, CompanyProfileBody } from '@shared/schemas/company';
import { nowIso } from '@functions/platform/dynamo';
import { usersRepository } from '@functions/users/repository';
import { companyProfileRepository } from './profile-repository';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored map as the tab shows it: every field there, empty when never given. */
export function toProfile(company: Record<string, unknown>, fallbackName: string, updatedAt?: string): CompanyProfile {
  const legalForm = text(company.legalForm);
  const representatives = Array.isArray(company.representatives) ? (company.representatives as Record<string, unknown>[]) : [];
  return {
    name: text(company.name) || fallbackName,
    legalForm: (LEGAL_FORMS as readonly string[]).includes(legalForm) ? (legalForm as LegalForm) : '',
    taxId: text(company.taxId),
    krs: text(company.krs),
    regon: text(company.regon),
    address: text(company.address),
    postalCode: text(company.postalCode),
    city: text(company.city),
    courtDesignation: text(company.courtDesignation),
    shareCapital: text(company.shareCapital),
    representatives: representatives.map((r) => ({ name: text(r?.name), function: text(r?.function) })),
    businessField: text(company.businessField),
    ...(updatedAt ? { updatedAt } : {}),
  };
}

/**
 * The profile tab of /settings/company (PERM_POGOLNE): the company data of spec section 3. What
 * onboarding collected shows here, since both edit one item; an account that never gave any starts
 * from the name it registered with.
 */
export const companyProfileService = {
  async get(accountId: string): Promise<CompanyProfile> {
    const stored = await companyProfileRepository.get(accountId);
    const name = text(stored?.company.name) || ((await usersRepository.getAccount(accountId))?.name ?? '');
    return toProfile(stored?.company ?? {}, name, stored?.updatedAt);
  },

  async save(accountId: string, userId: string, body: CompanyProfileBody): Promise<CompanyProfile> {
    const at = nowIso();
    // Optional fields left out are stored empty, so the footer and the forms never read a stale value.
    const profile: CompanyProfileBody = {
      ...body,
      krs: body.krs ?? '',
      regon: body.regon ?? '',
      courtDesignation: body.courtDesignation ?? '',
      shareCapital: body.shareCapital ?? '',
      businessField: body.businessField ?? '',
    };
    await companyProfileRepository.put(accountId, profile, userId, at);
    return toProfile(profile, profile.name, at);
  },
};
