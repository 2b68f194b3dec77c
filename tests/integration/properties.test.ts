import { describe, expect, it } from 'vitest';
import { createTestAccount, loggedIn } from './helpers';

const errorsOf = (res: { body: { params?: { errors?: { path: string; code: string }[] } } }) =>
  Object.fromEntries((res.body.params?.errors ?? []).map((e) => [e.path, e.code]));

describe('database structure', () => {
  it('lists base, personal and custom properties, and creates one of each type', async () => {
    const { session } = await loggedIn();
    const list = await session.call('GET', '/properties');
    expect(list.body.items.filter((p: { kind: string }) => p.kind === 'base').map((p: { id: string }) => p.id)).toContain('email');
    expect(list.body.items.find((p: { id: string }) => p.id === 'birthday')).toMatchObject({
      type: 'date',
      personalProperty: true,
      editable: false,
      deletable: false,
    });

    const bodies = [
      { type: 'string', name: 'company', displayName: 'Firma', maxChar: 100 },
      { type: 'int', name: 'points', displayName: 'Punkty', signed: false, minNum: 0, maxNum: 1000 },
      { type: 'list', name: 'plan', displayName: 'Plan', values: ['basic', ' pro '] },
      { type: 'multilist', name: 'interests', displayName: 'Zainteresowania', values: ['sport', 'music', 'travel'] },
      { type: 'spec_agr', name: 'marketing-consent', displayName: 'Zgoda marketingowa' },
      { type: 'email', name: 'work_email', displayName: 'E-mail służbowy' },
      { type: 'gsm', name: 'work_gsm', displayName: 'Telefon służbowy' },
      { type: 'date', name: 'anniversary', displayName: 'Rocznica', maxChar: 12 },
    ];
    for (const body of bodies) {
      const res = await session.call('POST', '/properties', { json: body });
      expect({ name: body.name, status: res.status }).toEqual({ name: body.name, status: 201 });
    }
    const created = (await session.call('GET', '/properties')).body.items.filter(
      (p: { kind: string; personalProperty: boolean }) => p.kind === 'custom' && !p.personalProperty,
    );
    expect(created.map((p: { name: string }) => p.name)).toEqual(bodies.map((b) => b.name));
    expect(created.find((p: { name: string }) => p.name === 'plan').values).toEqual(['basic', 'pro']);
    // Options of another type are dropped; the placeholder defaults from the name.
    expect(created.find((p: { name: string }) => p.name === 'anniversary').maxChar).toBeUndefined();
    expect(created.find((p: { name: string }) => p.name === 'marketing-consent')).toMatchObject({
      placeholderName: 'marketing_consent',
      editable: false,
      deletable: false,
    });
  });

  it('refuses bad definitions with the spec’s codes and writes nothing', async () => {
    const { session } = await loggedIn();
    const post = (json: Record<string, unknown>) => session.call('POST', '/properties', { json: { displayName: 'X', ...json } });
    expect(errorsOf(await post({ type: 'string', name: 'ma spacje', maxChar: 10 }))).toEqual({ name: 'PROPERTY_NAME_INVALID' });
    expect(errorsOf(await post({ type: 'string', name: 'ok', maxChar: 0 }))).toEqual({ maxChar: 'PROPERTY_MAXCHAR_INVALID' });
    expect(errorsOf(await post({ type: 'string', name: 'ok', maxChar: 256 }))).toEqual({ maxChar: 'PROPERTY_MAXCHAR_INVALID' });
    expect(errorsOf(await post({ type: 'int', name: 'ok', signed: false, minNum: -1 }))).toEqual({ minNum: 'PROPERTY_RANGE_INVALID' });
    expect(errorsOf(await post({ type: 'int', name: 'ok', signed: true, maxNum: 2147483648 }))).toEqual({
      maxNum: 'PROPERTY_RANGE_INVALID',
    });
    expect(errorsOf(await post({ type: 'int', name: 'ok', minNum: 5, maxNum: 4 }))).toEqual({ maxNum: 'PROPERTY_RANGE_INVALID' });
    expect(errorsOf(await post({ type: 'list', name: 'ok', values: [] }))).toEqual({ values: 'PROPERTY_LIST_EMPTY' });
    expect(errorsOf(await post({ type: 'list', name: 'ok', values: ['x'.repeat(256)] }))).toEqual({
      values: 'PROPERTY_LIST_VALUE_TOO_LONG',
    });
    expect(
      errorsOf(await post({ type: 'multilist', name: 'ok', values: Array.from({ length: 5 }, (_, i) => `${i}`.repeat(210)) })),
    ).toEqual({ values: 'PROPERTY_LIST_TOO_LONG' });
    expect(errorsOf(await post({ type: 'list', name: 'ok', values: ['a', 'A'] }))).toEqual({ values: 'PROPERTY_LIST_DUPLICATE' });
    expect(errorsOf(await post({ type: 'string', name: 'Email', maxChar: 10 }))).toEqual({ name: 'PROPERTY_NAME_RESERVED' });
    expect(errorsOf(await post({ type: 'string', name: 'x', displayName: 'a<b', maxChar: 10 }))).toEqual({
      displayName: 'VALIDATION_FORBIDDEN_CHARACTERS',
    });

    expect((await post({ type: 'string', name: 'city2', maxChar: 10 })).status).toBe(201);
    expect(errorsOf(await post({ type: 'string', name: 'CITY2', maxChar: 10 }))).toEqual({ name: 'PROPERTY_EXISTS' });
    expect(errorsOf(await post({ type: 'string', name: 'other', placeholderName: 'city2', maxChar: 10 }))).toEqual({
      placeholderName: 'PROPERTY_PLACEHOLDER_EXISTS',
    });
    const custom = (await session.call('GET', '/properties')).body.items.filter(
      (p: { kind: string; personalProperty: boolean }) => p.kind === 'custom' && !p.personalProperty,
    );
    expect(custom.map((p: { name: string }) => p.name)).toEqual(['city2']);
  });

  it('edits custom properties only, never their type, and deletes them', async () => {
    const { session } = await loggedIn();
    const created = (
      await session.call('POST', '/properties', { json: { type: 'list', name: 'tier', displayName: 'Tier', values: ['a', 'b'] } })
    ).body;
    const renamed = await session.call('PUT', `/properties/${created.id}`, {
      json: { type: 'list', name: 'tier2', displayName: 'Poziom', values: ['a', 'b', 'c'] },
    });
    expect(renamed.body).toMatchObject({ name: 'tier2', displayName: 'Poziom', values: ['a', 'b', 'c'] });
    expect(
      errorsOf(
        await session.call('PUT', `/properties/${created.id}`, { json: { type: 'string', name: 'tier2', displayName: 'P', maxChar: 5 } }),
      ),
    ).toEqual({ type: 'PROPERTY_TYPE_IMMUTABLE' });
    // The old name is free again.
    expect(
      (await session.call('POST', '/properties', { json: { type: 'string', name: 'tier', displayName: 'T', maxChar: 5 } })).status,
    ).toBe(201);

    expect(
      (await session.call('PUT', '/properties/birthday', { json: { type: 'date', name: 'birthday', displayName: 'B' } })).body.code,
    ).toBe('PROPERTY_NOT_EDITABLE');
    expect((await session.call('DELETE', '/properties/email', { json: {} })).body.code).toBe('PROPERTY_NOT_DELETABLE');
    expect((await session.call('DELETE', '/properties/firstname', { json: {} })).body.code).toBe('PROPERTY_NOT_DELETABLE');
    const consent = (await session.call('POST', '/properties', { json: { type: 'spec_agr', name: 'rodo', displayName: 'Zgoda' } })).body;
    expect((await session.call('DELETE', `/properties/${consent.id}`, { json: {} })).body.code).toBe('PROPERTY_NOT_DELETABLE');
    expect(
      (await session.call('PUT', `/properties/${consent.id}`, { json: { type: 'spec_agr', name: 'rodo2', displayName: 'Z' } })).body.code,
    ).toBe('PROPERTY_NOT_EDITABLE');

    expect((await session.call('DELETE', `/properties/${created.id}`, { json: {} })).status).toBe(200);
    expect((await session.call('DELETE', `/properties/${created.id}`, { json: {} })).body.code).toBe('PROPERTY_NOT_FOUND');
  });

  it('needs PERM_PSTRUKTURA to change the structure and keeps accounts apart', async () => {
    const { session: reader } = await loggedIn(await createTestAccount({ permissions: { PERM_AIMPORT: true } }));
    expect((await reader.call('GET', '/properties')).status).toBe(200);
    expect((await reader.call('POST', '/properties', { json: { type: 'date', name: 'x', displayName: 'X' } })).body.code).toBe(
      'PERMISSION_DENIED',
    );
    const a = await loggedIn();
    const b = await loggedIn();
    const prop = (await a.session.call('POST', '/properties', { json: { type: 'date', name: 'secret', displayName: 'S' } })).body;
    expect((await b.session.call('DELETE', `/properties/${prop.id}`, { json: {} })).body.code).toBe('PROPERTY_NOT_FOUND');
    expect((await b.session.call('GET', '/properties')).body.items.map((p: { name: string }) => p.name)).not.toContain('secret');
    expect((await b.session.call('POST', '/properties', { json: { type: 'date', name: 'secret', displayName: 'S' } })).status).toBe(201);
  });

  it('switches the +48-only rule for GSM numbers', async () => {
    const { session } = await loggedIn();
    const german = { email: 'de@example.com', gsm: '+49 1512 3456789' };
    expect(errorsOf(await session.call('POST', '/subscribers', { json: german }))).toEqual({ gsm: 'GSM_PREFIX_48_ONLY' });
    expect((await session.call('PUT', '/structure/settings', { json: { allowOtherGsmPrefixes: true } })).body).toEqual({
      allowOtherGsmPrefixes: true,
    });
    expect((await session.call('GET', '/users/me')).body.permissions.config.gsm_other_prefixes).toBe(true);
    expect((await session.call('POST', '/subscribers', { json: german })).body.gsm).toBe('4915123456789');
  });
});
