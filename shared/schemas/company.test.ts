import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation';
import { CompanyProfileBody } from './company';
import { CompanyStep } from './onboarding';

const COMPANY = {
  name: 'Ewa Sp. z o.o.',
  legalForm: 'SP_ZOO',
  taxId: '526-025-02-74',
  krs: '0000123456',
  regon: '',
  address: 'ul. Prosta 1',
  postalCode: '00-950',
  city: 'Warszawa',
};
const PROFILE = {
  ...COMPANY,
  courtDesignation: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS',
  shareCapital: '5 000,00',
  representatives: [{ name: 'Ewa Nowak', function: 'Prezes Zarządu' }],
  businessField: 'Handel detaliczny',
};

const codes = (input: unknown) => {
  const result = CompanyProfileBody.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, input).map((e) => `${e.path}:${e.code}`);
};

describe('the company profile', () => {
  it('takes everything onboarding takes, normalised the same way', () => {
    const profile = CompanyProfileBody.parse(PROFILE);
    const step = CompanyStep.parse(COMPANY);
    for (const field of Object.keys(COMPANY))
      expect(profile[field as keyof typeof profile], field).toEqual(step[field as keyof typeof step]);
    expect(profile).toMatchObject({ taxId: '5260250274', shareCapital: '5000.00', representatives: PROFILE.representatives });
  });

  it('refuses bad identifiers with the same codes as onboarding', () => {
    expect(codes({ ...PROFILE, taxId: '5260250275', krs: '12', regon: '123456789', postalCode: '00950' })).toEqual([
      'taxId:VALIDATION_INVALID_TAX_ID',
      'krs:VALIDATION_INVALID_KRS',
      'regon:VALIDATION_INVALID_REGON',
      'postalCode:VALIDATION_INVALID_POSTAL_CODE',
    ]);
  });

  it('needs a KRS number for the forms in the court register only', () => {
    expect(codes({ ...PROFILE, krs: '' })).toEqual(['krs:VALIDATION_REQUIRED']);
    expect(codes({ ...PROFILE, krs: '', legalForm: 'JEDNOOSOBOWA_DZIALALNOSC_GOSPODARCZA' })).toEqual([]);
  });

  it('checks the fields onboarding does not ask for', () => {
    expect(codes({ ...PROFILE, legalForm: 'LLC' })).toEqual(['legalForm:VALIDATION_INVALID_VALUE']);
    expect(codes({ ...PROFILE, shareCapital: '5 tys.' })).toEqual(['shareCapital:VALIDATION_INVALID_VALUE']);
    expect(codes({ ...PROFILE, representatives: [{ name: 'E', function: '' }] })).toEqual([
      'representatives.0.name:VALIDATION_TOO_SHORT',
      'representatives.0.function:VALIDATION_TOO_SHORT',
    ]);
    expect(codes({ ...PROFILE, representatives: Array.from({ length: 11 }, () => PROFILE.representatives[0]) })).toEqual([
      'representatives:VALIDATION_TOO_BIG',
    ]);
    expect(codes({ ...PROFILE, courtDesignation: 'Sąd\nBcc: x@example.com' })).toEqual(['courtDesignation:VALIDATION_LINE_BREAK']);
    expect(codes({ ...PROFILE, extra: 1 })).toEqual(['extra:VALIDATION_UNKNOWN_FIELD']);
  });
});
