import { describe, expect, it } from 'vitest';
import { asTranslator, createI18n } from '@web/i18n';
import { ApiError, describeError, errorFromResponse } from './errors';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('error translation', () => {
  const pl = asTranslator(createI18n('pl'));
  const en = asTranslator(createI18n('en-US'));

  it('count by the number the message names (needed, min or max) in plural forms', () => {
    expect([1, 2, 5, 12, 22, 25].map((min) => describeError(pl, new ApiError(400, 'PASSWORD_TOO_SHORT', { min })))).toEqual([
      'Hasło musi mieć co najmniej 1 znak.',
      'Hasło musi mieć co najmniej 2 znaki.',
      'Hasło musi mieć co najmniej 5 znaków.',
      'Hasło musi mieć co najmniej 12 znaków.',
      'Hasło musi mieć co najmniej 22 znaki.',
      'Hasło musi mieć co najmniej 25 znaków.',
    ]);
    expect(
      describeError(pl, new ApiError(403, 'FEATURE_LIMIT_REACHED', { limit: 'trialRecipients', needed: 1, max: 100, used: 100 })),
    ).toMatch(/^Ta wysyłka trafiłaby do 1 subskrybenta, do którego jeszcze nie wysyłano/);
    expect(
      describeError(en, new ApiError(403, 'FEATURE_LIMIT_REACHED', { limit: 'emailsPerMonth', needed: 1, max: 10, used: 10 })),
    ).toMatch(/^This sending needs 1 e-mail, and/);
    expect(describeError(en, new ApiError(400, 'VALIDATION_TOO_SHORT', { min: 1 }))).toBe('Too short: enter at least 1 character.');
    // Without its number the message still reads (its plain form), never the unknown-error text.
    expect(describeError(pl, new ApiError(400, 'VALIDATION_TOO_SHORT'))).toMatch(/^Za krótko: minimalna liczba znaków/);
  });

  it('translates the code with params and appends one line per field error', async () => {
    const error = await errorFromResponse(
      json(400, {
        code: 'VALIDATION_FAILED',
        params: {
          errors: [
            { path: 'email', code: 'VALIDATION_INVALID_EMAIL' },
            { path: 'name', code: 'VALIDATION_TOO_SHORT', params: { min: 2 } },
          ],
        },
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(describeError(en, error, { email: 'Email' })).toBe(
      'Please correct the highlighted fields.\nEmail: Invalid email address.\nname: Too short: enter at least 2 characters.',
    );
    expect(describeError(pl, error, { email: 'E-mail' })).toBe(
      'Popraw zaznaczone pola.\nE-mail: Nieprawidłowy adres e-mail.\nname: Za krótko: minimalna liczba znaków to 2.',
    );
  });

  it('interpolates params of the main code', () => {
    expect(describeError(pl, new ApiError(400, 'PASSWORD_BAD_PHRASE', { phrase: 'qwerty' }))).toBe(
      'Hasło nie może zawierać frazy „qwerty”.',
    );
  });

  it('says which limit a generic limit code is about when that is translated', () => {
    expect(describeError(en, new ApiError(403, 'FEATURE_LIMIT_REACHED', { limit: 'subscribers', max: 1000 }))).toBe(
      'Your plan allows at most 1000 subscribers (the forgotten ones do not count). Change the plan to add more.',
    );
    expect(describeError(pl, new ApiError(403, 'FEATURE_LIMIT_REACHED', { limit: 'subscribers', max: 1000 }))).toMatch(
      /^Twój plan pozwala na najwyżej 1000 subskrybentów/,
    );
    expect(describeError(en, new ApiError(403, 'FEATURE_LIMIT_REACHED', { limit: 'rockets' }))).toBe(
      "You have reached this feature's limit in your plan.",
    );
  });

  it('says how long to wait when a throttled answer carries Retry-After, and the plain words without it', async () => {
    const throttled = (code: string, retryAfter: string) =>
      errorFromResponse(
        new Response(JSON.stringify({ code }), { status: 429, headers: { 'content-type': 'application/json', 'retry-after': retryAfter } }),
      );
    const login = await throttled('AUTH_TOO_MANY_ATTEMPTS', '240');
    expect(login.params.retryAfter).toBe(240);
    expect(describeError(en, login)).toBe('Too many attempts. Try again in 4 min.');
    expect(describeError(pl, login)).toBe('Zbyt wiele prób. Spróbuj ponownie za 4 min.');
    expect(describeError(en, await throttled('TOO_MANY_REQUESTS', '17'))).toBe(
      'Your account has made too many requests. Try again in 17 s.',
    );
    expect(describeError(pl, await throttled('AUTH_ACCOUNT_TEMPORARILY_LOCKED', '61'))).toBe(
      'Konto zostało czasowo zablokowane po wielu nieudanych próbach. Spróbuj ponownie za 2 min.',
    );
    expect(describeError(en, await throttled('AUTH_TOO_MANY_ATTEMPTS', 'soon'))).toBe('Too many attempts. Please try again shortly.');
    expect(describeError(pl, new ApiError(429, 'TOO_MANY_REQUESTS'))).toBe(
      'Twoje konto wysłało zbyt wiele zapytań. Spróbuj ponownie za chwilę.',
    );
  });

  it('falls back to the generic message for unknown codes and non-API errors', async () => {
    expect(describeError(en, new ApiError(418, 'TEAPOT'))).toBe('An unknown error occurred.');
    expect(describeError(en, new Error('boom'))).toBe('An unknown error occurred.');
    expect(describeError(en, await errorFromResponse(new Response('<html>', { status: 502 })))).toBe(
      'Internal server error. Please try again later.',
    );
  });

  it('strips an internal-error prefix from the code', async () => {
    const error = await errorFromResponse(json(500, { message: 'Internal error: RESOURCE_NOT_FOUND' }));
    expect(error.code).toBe('RESOURCE_NOT_FOUND');
  });

  it('shows the network error in both languages', () => {
    expect(describeError(pl, new ApiError(0, 'ERR_NETWORK'))).toMatch(/^Błąd sieci/);
    expect(describeError(en, new ApiError(0, 'ERR_NETWORK'))).toMatch(/^Network error/);
  });
});
