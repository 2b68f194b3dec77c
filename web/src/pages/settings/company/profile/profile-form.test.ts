import { describe, expect, it } from 'vitest';
import { CompanyProfileBody } from '@shared/schemas/company';
import { toValues } from './profile-form';

describe('the profile form', () => {
  it('shows a saved profile so that saving it unchanged sends the same data back', () => {
    const saved = {
      name: 'Ewa Sp. z o.o.',
      legalForm: 'SP_ZOO' as const,
      taxId: '5260250274',
      krs: '0000123456',
      regon: '',
      address: 'ul. Prosta 1',
      postalCode: '00-950',
      city: 'Warszawa',
      courtDesignation: 'Sąd Rejonowy',
      shareCapital: '5000.50',
      representatives: [{ name: 'Ewa Nowak', function: 'Prezes Zarządu' }],
      businessField: '',
    };
    const values = toValues(saved);
    expect(values.shareCapital).toBe('5000,50');
    expect(CompanyProfileBody.parse(values)).toEqual(saved);
  });
});
