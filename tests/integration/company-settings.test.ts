import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { createTestAccount, loggedIn, trackingRequest, type ApiSession } from './helpers';

const { companyProfile } = await import('@functions/onboarding/repository');
const { postalLine } = await import('@functions/sending/footer');
const { accountDocuments } = await import('@functions/company/documents-service');
const { documentsRepository } = await import('@functions/company/documents-repository');
const { fileStore } = await import('@functions/files/store');
const { usersRepository } = await import('@functions/users/repository');
const { DOCUMENT_MAX_BYTES } = await import('@shared/rules/company-documents');

const PROFILE = '/settings/company/profile';
const GLOBAL = '/settings/company/global';
const DOCUMENTS = '/settings/company/documents';

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
const FULL = {
  ...COMPANY,
  courtDesignation: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS',
  shareCapital: '5 000,00',
  representatives: [
    { name: 'Ewa Nowak', function: 'Prezes Zarządu' },
    { name: 'Jan Kowalski', function: 'Prokurent' },
  ],
  businessField: 'Handel detaliczny',
};

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const fileForm = (data: Uint8Array, name: string, type = 'application/pdf') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};
const errorsOf = (body: { params?: { errors?: { path: string; code: string }[] } }) =>
  (body.params?.errors ?? []).map((e) => `${e.path}:${e.code}`);

/** The public link of a document, followed once: the tracking function's answer. */
const openPublic = (url: string) => trackingRequest('GET', new URL(url).pathname);

async function onboard(session: ApiSession, company: typeof COMPANY) {
  const steps = {
    about: { firstName: 'Ewa', lastName: 'Nowak' },
    company,
    needs: { needs: ['newsletter'] },
    subscribers: { audienceSize: 'upTo1000', hasConsents: true },
    experience: { level: 'basic' },
    agreement: { terms: true, privacy: true, marketing: false },
  };
  for (const [step, data] of Object.entries(steps))
    expect((await session.call('PUT', '/onboarding', { json: { step, data } })).status).toBe(200);
  expect((await session.call('POST', '/onboarding/complete', { json: {} })).status).toBe(200);
}

describe('the company profile (/settings/company, profile)', () => {
  it('starts from the account’s name, then keeps every field of the company data, normalised', async () => {
    const { session, account } = await loggedIn();
    const fresh = (await session.call('GET', PROFILE)).body;
    expect(fresh).toEqual({
      name: `Test ${account.accountId}`,
      legalForm: '',
      taxId: '',
      krs: '',
      regon: '',
      address: '',
      postalCode: '',
      city: '',
      courtDesignation: '',
      shareCapital: '',
      representatives: [],
      businessField: '',
    });

    const saved = await session.call('PUT', PROFILE, { json: FULL });
    expect(saved.status).toBe(200);
    const expected = { ...FULL, taxId: '5260250274', shareCapital: '5000.00' };
    expect(saved.body).toMatchObject(expected);
    expect((await session.call('GET', PROFILE)).body).toMatchObject(expected);
    // The mailing footer reads the postal address from the same item.
    expect(postalLine(await companyProfile(account.accountId))).toBe('Ewa Sp. z o.o., ul. Prosta 1, 00-950 Warszawa');
  });

  it('shows what onboarding collected, and onboarding later changes only the fields it asks for', async () => {
    const account = await createTestAccount();
    await usersRepository.updateUser(account.userId, { onboarded: false });
    const { session } = await loggedIn(account);
    await onboard(session, COMPANY);
    expect((await session.call('GET', PROFILE)).body).toMatchObject({ ...COMPANY, taxId: '5260250274', representatives: [] });

    expect((await session.call('PUT', PROFILE, { json: FULL })).status).toBe(200);
    // A member who onboards in the account afterwards answers the company step again.
    await usersRepository.updateUser(account.userId, { onboarded: false });
    const again = await loggedIn(account);
    await onboard(again.session, { ...COMPANY, address: 'ul. Krzywa 2', legalForm: 'SP_AKCYJNE' });
    expect((await again.session.call('GET', PROFILE)).body).toMatchObject({
      address: 'ul. Krzywa 2',
      legalForm: 'SP_AKCYJNE',
      representatives: FULL.representatives,
      courtDesignation: FULL.courtDesignation,
      shareCapital: '5000.00',
    });
  });

  it('refuses bad identifiers with onboarding’s codes, and writes nothing', async () => {
    const { session } = await loggedIn();
    await session.call('PUT', PROFILE, { json: FULL });
    const before = (await session.call('GET', PROFILE)).body;
    const bad = await session.call('PUT', PROFILE, {
      json: { ...FULL, taxId: '5260250275', krs: '', regon: '123456789', postalCode: '00950', shareCapital: 'dużo' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    expect(errorsOf(bad.body)).toEqual([
      'taxId:VALIDATION_INVALID_TAX_ID',
      'regon:VALIDATION_INVALID_REGON',
      'postalCode:VALIDATION_INVALID_POSTAL_CODE',
      'shareCapital:VALIDATION_INVALID_VALUE',
      'krs:VALIDATION_REQUIRED',
    ]);
    const noKrs = await session.call('PUT', PROFILE, { json: { ...FULL, krs: '' } });
    expect(errorsOf(noKrs.body)).toEqual(['krs:VALIDATION_REQUIRED']);
    const soleTrader = await session.call('PUT', PROFILE, {
      json: { ...FULL, krs: '', legalForm: 'JEDNOOSOBOWA_DZIALALNOSC_GOSPODARCZA' },
    });
    expect(soleTrader.status).toBe(200);
    await session.call('PUT', PROFILE, { json: FULL });
    const people = await session.call('PUT', PROFILE, { json: { ...FULL, representatives: [{ name: 'Ewa' }] } });
    expect(errorsOf(people.body)).toEqual(['representatives.0.function:VALIDATION_REQUIRED']);
    expect((await session.call('GET', PROFILE)).body).toEqual({ ...before, updatedAt: expect.any(String) });
  });
});

describe('the global settings (/settings/company, global)', () => {
  it('start at PLN and Polish, keep a chosen currency and language, and keep them when only the zone is sent', async () => {
    const { session } = await loggedIn();
    expect((await session.call('GET', GLOBAL)).body).toEqual({
      timeZone: 'Europe/Warsaw',
      currency: 'PLN',
      language: 'pl',
      fourEye: false,
      templateHistoryLimit: 10,
    });
    const saved = await session.call('PUT', GLOBAL, { json: { timeZone: 'Europe/Berlin', currency: 'EUR', language: 'en-US' } });
    expect(saved.body).toEqual({ timeZone: 'Europe/Berlin', currency: 'EUR', language: 'en-US', fourEye: false, templateHistoryLimit: 10 });
    await session.call('PUT', GLOBAL, { json: { timeZone: 'UTC' } });
    expect((await session.call('GET', GLOBAL)).body).toEqual({
      timeZone: 'UTC',
      currency: 'EUR',
      language: 'en-US',
      fourEye: false,
      templateHistoryLimit: 10,
    });
    await session.call('PUT', GLOBAL, { json: { timeZone: 'UTC', currency: 'USD' } });
    expect((await session.call('GET', GLOBAL)).body).toEqual({
      timeZone: 'UTC',
      currency: 'USD',
      language: 'en-US',
      fourEye: false,
      templateHistoryLimit: 10,
    });
  });

  it('refuse a currency or a language the spec does not list', async () => {
    const { session } = await loggedIn();
    const bad = await session.call('PUT', GLOBAL, { json: { timeZone: 'UTC', currency: 'GBP', language: 'de' } });
    expect(bad.status).toBe(400);
    expect(errorsOf(bad.body)).toEqual(['currency:VALIDATION_INVALID_VALUE', 'language:VALIDATION_INVALID_VALUE']);
    expect((await session.call('GET', GLOBAL)).body).toEqual({
      timeZone: 'Europe/Warsaw',
      currency: 'PLN',
      language: 'pl',
      fourEye: false,
      templateHistoryLimit: 10,
    });
  });
});

describe('the account’s documents (/settings/company, documents)', () => {
  it('keep a URL for one and a PDF for the other, each with a public link', async () => {
    const { session, account } = await loggedIn();
    expect((await session.call('GET', DOCUMENTS)).body).toEqual({ terms: null, privacy: null });
    expect(await accountDocuments(account.accountId)).toEqual({});

    const withUrl = await session.call('PUT', `${DOCUMENTS}/terms`, { json: { url: 'https://example.com/regulamin' } });
    expect(withUrl.body.terms).toMatchObject({
      source: 'url',
      url: 'https://example.com/regulamin',
      publicUrl: 'https://example.com/regulamin',
    });

    const uploaded = await session.call('POST', `${DOCUMENTS}/privacy/file`, { form: fileForm(PDF, 'polityka prywatności.pdf') });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const privacy = uploaded.body.privacy;
    expect(privacy).toMatchObject({ source: 'pdf', fileName: 'polityka prywatności.pdf', size: PDF.length });
    expect(privacy.publicUrl).toMatch(/\/t\/d\/[0-9A-Z]+\.privacy\.[\w-]+$/);
    expect(await accountDocuments(account.accountId)).toEqual({ terms: 'https://example.com/regulamin', privacy: privacy.publicUrl });

    // The public link answers anyone with a redirect to the PDF itself, presigned for a few minutes.
    const opened = await openPublic(privacy.publicUrl);
    expect(opened.statusCode).toBe(302);
    const file = await fetch(String(opened.headers!.location));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
  });

  it('serve nothing for a forged, altered or removed link', async () => {
    const { session, account } = await loggedIn();
    const other = await loggedIn();
    const link = (await session.call('POST', `${DOCUMENTS}/terms/file`, { form: fileForm(PDF, 'terms.pdf') })).body.terms
      .publicUrl as string;
    expect((await openPublic(link)).statusCode).toBe(302);
    const token = new URL(link).pathname.split('/').pop()!;
    const [, kind, tag] = token.split('.');
    for (const forged of [
      `${other.account.accountId}.${kind}.${tag}`,
      `${account.accountId}.privacy.${tag}`,
      // Its last character changed (to another: one in 64 tags ends in A already).
      `${account.accountId}.${kind}.${tag!.slice(0, -1)}${tag!.endsWith('A') ? 'B' : 'A'}`,
      `${account.accountId}.${kind}`,
      'x',
    ]) {
      const res = await trackingRequest('GET', `/t/d/${forged}`);
      expect(res.statusCode, forged).toBe(404);
      expect(res.headers?.location, forged).toBeUndefined();
    }
    expect((await trackingRequest('POST', new URL(link).pathname)).statusCode).toBe(404);

    expect((await session.call('DELETE', `${DOCUMENTS}/terms`, { json: {} })).body).toEqual({ terms: null, privacy: null });
    expect((await openPublic(link)).statusCode).toBe(404);
    expect(await accountDocuments(account.accountId)).toEqual({});
  });

  it('refuse a file that is not a PDF by its bytes or its name, an empty one and one over the limit, keeping the old one', async () => {
    const { session, account } = await loggedIn();
    await session.call('POST', `${DOCUMENTS}/terms/file`, { form: fileForm(PDF, 'terms.pdf') });
    const before = (await session.call('GET', DOCUMENTS)).body;
    const png = await QRCode.toBuffer('goniec', { width: 64, margin: 0 });
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: [FormData, number, string][] = [
      [fileForm(html, 'terms.pdf'), 400, 'FILE_WRONG_EXTENSION'],
      [fileForm(png, 'terms.pdf', 'application/pdf'), 400, 'FILE_WRONG_EXTENSION'],
      [fileForm(PDF, 'terms.html', 'text/html'), 400, 'FILE_WRONG_EXTENSION'],
      [fileForm(new Uint8Array(), 'terms.pdf'), 400, 'FILE_UPLOAD_FAILED'],
    ];
    const big = new Uint8Array(DOCUMENT_MAX_BYTES + 1);
    big.set(PDF);
    cases.push([fileForm(big, 'big.pdf'), 413, 'FILE_SIZE_EXCEEDED']);
    for (const [form, status, code] of cases) {
      const res = await session.call('POST', `${DOCUMENTS}/terms/file`, { form });
      expect({ status: res.status, code: res.body.code }).toEqual({ status, code });
    }
    expect((await session.call('GET', DOCUMENTS)).body).toEqual(before);

    const badUrls = ['javascript:alert(1)', 'ftp://example.com/x', 'regulamin', 'https://localhost/x'];
    for (const url of badUrls) {
      const res = await session.call('PUT', `${DOCUMENTS}/terms`, { json: { url } });
      expect(errorsOf(res.body), url).toEqual(['url:VALIDATION_INVALID_URL']);
    }
    expect((await session.call('PUT', `${DOCUMENTS}/cookies`, { json: { url: 'https://example.com/c' } })).status).toBe(404);
    expect((await session.call('POST', `${DOCUMENTS}/cookies/file`, { form: fileForm(PDF, 'c.pdf') })).status).toBe(404);
    expect((await session.call('GET', DOCUMENTS)).body).toEqual(before);

    // Replacing the PDF (by a URL here) deletes the old file from the bucket.
    const key = ((await documentsRepository.get(account.accountId)).terms as { key: string }).key;
    expect(await fileStore.size(key)).toBe(PDF.length);
    await session.call('PUT', `${DOCUMENTS}/terms`, { json: { url: 'https://example.com/regulamin' } });
    expect(await fileStore.size(key)).toBeUndefined();
  });
});

describe('company settings permissions', () => {
  it('refuse every route without PERM_POGOLNE', async () => {
    const { session } = await loggedIn(await createTestAccount({ permissions: { PERM_APRZEALL: true } }));
    const calls = [
      session.call('GET', PROFILE),
      session.call('PUT', PROFILE, { json: FULL }),
      session.call('GET', DOCUMENTS),
      session.call('PUT', `${DOCUMENTS}/terms`, { json: { url: 'https://example.com/r' } }),
      session.call('POST', `${DOCUMENTS}/terms/file`, { form: fileForm(PDF, 'terms.pdf') }),
      session.call('DELETE', `${DOCUMENTS}/terms`, { json: {} }),
    ];
    for (const res of await Promise.all(calls))
      expect(res.body).toEqual({ code: 'PERMISSION_DENIED', params: { permission: 'PERM_POGOLNE' } });
  });
});
