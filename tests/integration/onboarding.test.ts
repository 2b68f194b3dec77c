import { describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { ApiSession, TEST_PASSWORD } from './helpers';

const { usersRepository } = await import('@functions/users/repository');
const { identityProvider } = await import('@functions/auth/identity-provider');
const { fullPermissions } = await import('@shared/permissions');
const { DEFAULT_PREFS } = await import('@shared/schemas/user');

/** A freshly verified owner who has not onboarded yet, registered with `name` for an account named `company`. */
async function newOwner(name = 'Fresh', company = 'Fresh Co') {
  const userId = ulid();
  const accountId = ulid();
  const email = `fresh-${userId.toLowerCase()}@example.com`;
  const at = new Date().toISOString();
  await usersRepository.createUserWithAccount(
    {
      id: userId,
      email,
      name,
      role: 'USER',
      activated: true,
      onboarded: false,
      banned: false,
      prefs: DEFAULT_PREFS,
      defaultAccountId: accountId,
      passwordVersion: 1,
      createdAt: at,
    },
    {
      id: accountId,
      name: company,
      plan: 'trial',
      ownerId: userId,
      createdAt: at,
      trialEndsAt: at,
      config: { blacklist_enabled: true },
    },
    { accountId, userId, role: 'ADMIN', permissions: fullPermissions(), language: 'pl' },
  );
  await identityProvider.createUser(email, TEST_PASSWORD);
  const api = new ApiSession();
  await api.login({ email, password: TEST_PASSWORD });
  return api;
}

const STEPS = {
  about: { firstName: 'Ewa', lastName: 'Nowak', position: 'Marketing', phone: '+48 601 234 567' },
  company: {
    name: 'Ewa Sp. z o.o.',
    legalForm: 'SP_ZOO',
    taxId: '526-025-02-74',
    krs: '0000123456',
    regon: '',
    address: 'ul. Prosta 1',
    postalCode: '00-950',
    city: 'Warszawa',
  },
  needs: { needs: ['newsletter', 'automation'] },
  subscribers: { audienceSize: 'upTo1000', hasConsents: true },
  experience: { level: 'basic' },
  agreement: { terms: true, privacy: true, marketing: false },
};

describe('onboarding', () => {
  it('gates every other route until the six steps are done, resuming where the user stopped', async () => {
    const api = await newOwner();
    expect((await api.call('GET', '/users/me')).body.onboarded).toBe(false);
    expect((await api.call('GET', '/subscribers')).body.code).toBe('AUTH_NOT_ONBOARDED');
    expect((await api.call('GET', '/onboarding')).body).toMatchObject({ currentStep: 1, totalSteps: 6, completed: false });

    const badCompany = await api.call('PUT', '/onboarding', {
      json: { step: 'company', data: { ...STEPS.company, taxId: '5260250275', postalCode: '00950', krs: '' } },
    });
    expect(badCompany.body.params.errors).toEqual([
      { path: 'data.taxId', code: 'VALIDATION_INVALID_TAX_ID' },
      { path: 'data.postalCode', code: 'VALIDATION_INVALID_POSTAL_CODE' },
      { path: 'data.krs', code: 'VALIDATION_REQUIRED' },
    ]);
    const noKrs = await api.call('PUT', '/onboarding', { json: { step: 'company', data: { ...STEPS.company, krs: '' } } });
    expect(noKrs.body.params.errors).toEqual([{ path: 'data.krs', code: 'VALIDATION_REQUIRED' }]);
    const badPhone = await api.call('PUT', '/onboarding', { json: { step: 'about', data: { ...STEPS.about, phone: '12' } } });
    expect(badPhone.body.params.errors).toEqual([{ path: 'data.phone', code: 'VALIDATION_INVALID_PHONE' }]);

    expect((await api.call('PUT', '/onboarding', { json: { step: 'about', data: STEPS.about } })).body.currentStep).toBe(2);
    expect((await api.call('PUT', '/onboarding', { json: { step: 'company', data: STEPS.company } })).body.currentStep).toBe(3);
    const early = await api.call('POST', '/onboarding/complete', { json: {} });
    expect(early.body).toMatchObject({ code: 'ONBOARDING_INCOMPLETE', params: { step: 'needs' } });

    for (const step of ['needs', 'subscribers', 'experience'] as const)
      await api.call('PUT', '/onboarding', { json: { step, data: STEPS[step] } });
    const resumed = (await api.call('GET', '/onboarding')).body;
    expect(resumed.currentStep).toBe(6);
    expect(resumed.data.company.taxId).toBe('5260250274');
    const unaccepted = await api.call('PUT', '/onboarding', {
      json: { step: 'agreement', data: { terms: false, privacy: true, marketing: false } },
    });
    expect(unaccepted.body.params.errors).toEqual([{ path: 'data.terms', code: 'VALIDATION_REQUIRED' }]);
    await api.call('PUT', '/onboarding', { json: { step: 'agreement', data: STEPS.agreement } });

    const done = await api.call('POST', '/onboarding/complete', { json: {} });
    expect(done.body.onboarded).toBe(true);
    // The name as corrected in onboarding is the user's name from now on (registration said "Fresh").
    expect(done.body.name).toBe('Ewa Nowak');
    expect((await api.call('GET', '/subscribers')).status).toBe(200);
  });

  it('starts from what registration collected (name, company) without counting it as answered', async () => {
    const api = await newOwner('Ewa Maria Nowak', 'Nowak Sp. z o.o.');
    const fresh = (await api.call('GET', '/onboarding')).body;
    expect(fresh).toMatchObject({ currentStep: 1, data: {} });
    expect(fresh.known).toEqual({ about: { firstName: 'Ewa Maria', lastName: 'Nowak' }, company: { name: 'Nowak Sp. z o.o.' } });
    // A suggestion only: the server still wants each step saved and valid.
    const early = await api.call('POST', '/onboarding/complete', { json: {} });
    expect(early.body).toMatchObject({ code: 'ONBOARDING_INCOMPLETE', params: { step: 'about' } });

    // Edited in the form, the saved answer wins; what registration said stays as it was.
    const saved = (
      await api.call('PUT', '/onboarding', { json: { step: 'about', data: { firstName: 'Ewa', lastName: 'Nowak-Kowalska' } } })
    ).body;
    expect(saved.currentStep).toBe(2);
    expect(saved.data.about).toEqual({ firstName: 'Ewa', lastName: 'Nowak-Kowalska' });
    expect(saved.known.about).toEqual({ firstName: 'Ewa Maria', lastName: 'Nowak' });

    // One word is a first name alone: the last name is asked for.
    const single = await newOwner('Fresh', 'Fresh Co');
    expect((await single.call('GET', '/onboarding')).body.known).toEqual({ about: { firstName: 'Fresh' }, company: { name: 'Fresh Co' } });
  });
});
