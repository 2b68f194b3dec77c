import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAILING_STATES } from './constants';
import { PRESET_ROLES, PRESET_ROLE_IDS, presetGrant, resolveGrant } from './roles';
import {
  fullVersions,
  mailingStatesCovered,
  mayAccessMailing,
  mayCreateMailing,
  maySendMailing,
  resolveVersions,
  sameVersions,
  versionOfMailing,
  type VersionAccess,
} from './versions';

const access = (working: boolean, ready: boolean): VersionAccess => ({ mailing: { working, ready } });
const grantArb = fc.record({ working: fc.boolean(), ready: fc.boolean() });

describe('which mailing states a version access covers', () => {
  it('working versions are drafts; ready versions are every state past working', () => {
    expect(mailingStatesCovered({ working: true, ready: false })).toEqual(['working']);
    expect(mailingStatesCovered({ working: false, ready: true })).toEqual([
      'ready',
      'planned',
      'sending',
      'paused',
      'sent',
      'failed',
      'cancelled',
    ]);
    expect(mailingStatesCovered({ working: true, ready: true })).toEqual([...MAILING_STATES]);
    expect(mailingStatesCovered({ working: false, ready: false })).toEqual([]);
  });

  it('covers a state exactly when the grant has that state’s version', () => {
    fc.assert(
      fc.property(grantArb, fc.constantFrom(...MAILING_STATES), (grant, state) => {
        expect(mailingStatesCovered(grant).includes(state)).toBe(grant[versionOfMailing(state)]);
        expect(mayAccessMailing({ mailing: grant }, state)).toBe(grant[versionOfMailing(state)]);
      }),
    );
  });

  it('creating needs working; sending needs ready and access to the state the mailing is in', () => {
    expect(mayCreateMailing(access(true, false))).toBe(true);
    expect(mayCreateMailing(access(false, true))).toBe(false);
    expect(maySendMailing(access(true, false), 'working')).toBe(false);
    expect(maySendMailing(access(false, true), 'working')).toBe(false);
    expect(maySendMailing(access(false, true), 'ready')).toBe(true);
    expect(maySendMailing(access(true, true), 'working')).toBe(true);
  });
});

describe('defaulting', () => {
  it('reads a role or member stored before version access as reaching both', () => {
    expect(resolveVersions(undefined)).toEqual(fullVersions());
    expect(resolveVersions({})).toEqual(fullVersions());
    expect(resolveVersions({ mailing: { working: false } })).toEqual(access(false, true));
    expect(resolveGrant({ permissions: { PERM_MWYSYL: true }, fullAccess: false }).versions).toEqual(fullVersions());
  });

  it('gives full access both versions, whatever was stored', () => {
    fc.assert(
      fc.property(grantArb, (grant) => {
        expect(resolveVersions({ mailing: grant }, true)).toEqual(fullVersions());
      }),
    );
  });

  it('compares by effect: a missing value equals a granted one', () => {
    expect(sameVersions(undefined, fullVersions())).toBe(true);
    expect(sameVersions(access(true, false), access(true, true))).toBe(false);
  });
});

describe('preset roles’ versions', () => {
  const of = (id: (typeof PRESET_ROLE_IDS)[number]) => presetGrant(id).versions.mailing;

  it('are chosen for every preset', () => {
    for (const id of PRESET_ROLE_IDS)
      expect(PRESET_ROLES[id].versions.mailing, id).toEqual({ working: expect.any(Boolean), ready: expect.any(Boolean) });
  });

  it('let the roles that write mailings work on drafts and ready ones', () => {
    for (const id of ['administrator', 'editor', 'editor-manager', 'editor-manager-sending', 'manager', 'maker'] as const)
      expect(of(id), id).toEqual({ working: true, ready: true });
  });

  it('keep readers and approvers to ready versions, and billing and integrations out of mailings', () => {
    for (const id of ['analyst', 'checker', 'user'] as const) expect(of(id), id).toEqual({ working: false, ready: true });
    for (const id of ['invoice', 'developer'] as const) expect(of(id), id).toEqual({ working: false, ready: false });
  });

  it('leave custom unrestricted by versions (its map decides)', () => {
    expect(of('custom')).toEqual({ working: true, ready: true });
  });
});
