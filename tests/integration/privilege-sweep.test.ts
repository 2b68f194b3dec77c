import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS, type PermissionKey, type PermissionMap } from '@shared/permissions';
import { isPermissionsAdmin } from '@shared/roles';
import { VERSION_KEYS, type VersionKey } from '@shared/rules/grants';
import { buildPath, routes, type RouteDef } from '@shared/api-routes';
import { loggedIn, type ApiResult, type ApiSession } from './helpers';
import { addAndLogin, addMember, members, setPlan, uniqueEmail } from './users-helpers';

/**
 * Issue 10, "no privilege escalation": for every route that can change what someone may do, and for
 * every permission key and version grant, a member who lacks it (but administers users, PERM_POGOLNE)
 * cannot hand it to anyone, themselves included: not directly, not through a role they create,
 * change or assign, not by duplicating or copying a member who holds it. Which routes can change
 * access is read from the route table itself (their bodies or answers), so a new one fails this test
 * until it has a case below.
 */

/** Body fields through which a request sets access, or names a member whose access it copies (an API token's `scopes`, issue 19). */
const ACCESS_FIELDS = ['roleId', 'permissions', 'versions', 'fullAccess', 'sourceId', 'scopes'];

/** The top-level fields of a zod object schema, through optional, default, pipe and union wrappers. */
function fieldsOf(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } } | undefined)?._zod?.def;
  if (!def) return [];
  switch (def.type) {
    case 'object':
      return Object.keys(def.shape as object);
    case 'union':
      return (def.options as unknown[]).flatMap(fieldsOf);
    case 'pipe':
      return fieldsOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fieldsOf(def.innerType);
    default:
      return [];
  }
}

/** A write whose body can carry access, or that creates something answered with a permission map (a copy of a member). */
function changesAccess(def: RouteDef): boolean {
  if (def.method === 'GET') return false;
  if (fieldsOf(def.body).some((f) => ACCESS_FIELDS.includes(f))) return true;
  return def.status === 201 && fieldsOf(def.response).includes('permissions');
}

type Grantable = { kind: 'permission'; key: PermissionKey } | { kind: 'version'; key: VersionKey };
const GRANTABLES: Grantable[] = [
  ...PERMISSION_KEYS.filter((key) => key !== 'PERM_POGOLNE').map((key) => ({ kind: 'permission' as const, key })),
  ...VERSION_KEYS.map((key) => ({ kind: 'version' as const, key })),
];

const NO_VERSIONS = { mailing: { working: false, ready: false } };
const onlyVersion = (key: VersionKey) => ({ mailing: { working: key === 'mailing.working', ready: key === 'mailing.ready' } });
const BOTH = { mailing: { working: true, ready: true } };
const ALL: PermissionMap = Object.fromEntries(PERMISSION_KEYS.map((k) => [k, true]));
const LIMITS = { scoring: false, ai: false };

/** What `g` alone is, as a role: the key with no versions, or the version with no key. */
const roleBody = (g: Grantable, name: string) =>
  g.kind === 'permission'
    ? { name, permissions: { [g.key]: true }, versions: NO_VERSIONS }
    : { name, permissions: {}, versions: onlyVersion(g.key) };

/**
 * The limited member's access for one round: everything but the key (and, where that would make
 * them a permissions admin, who may grant anything, one more key), both versions; or, for a version,
 * most keys and every version but that one.
 */
function limitedAccess(g: Grantable): { permissions: PermissionMap; versions: typeof BOTH } {
  if (g.kind === 'version') {
    const kind = g.key === 'mailing.working' ? 'working' : 'ready';
    return { permissions: { ...ALL, PERM_RSS: false }, versions: { mailing: { ...BOTH.mailing, [kind]: false } } };
  }
  const map: PermissionMap = { ...ALL, [g.key]: false };
  if (isPermissionsAdmin(map, LIMITS)) map.PERM_RSS = false;
  return { permissions: map, versions: BOTH };
}

interface Fixture {
  admin: ApiSession;
  limited: { id: string; session: ApiSession };
  /** A member with no access, holding the empty role. */
  target: string;
  /** A member holding every key and both versions. */
  powerful: string;
  emptyRole: string;
  limitedRole: string;
  /** A role granting exactly one grantable, by its key. */
  roleOf: Map<string, string>;
}

type Attempt = () => Promise<ApiResult>;

/**
 * The ways each access-changing route could hand out `g`. Every attempt must be refused; `self`
 * attempts aim at the limited member themself.
 */
const CASES: Record<string, (f: Fixture, g: Grantable) => Attempt[]> = {
  'users.add': (f, g) => [
    () =>
      f.limited.session.call('POST', '/users/add', {
        json: { email: uniqueEmail('grant'), name: 'Granted Key', permissions: g.kind === 'permission' ? { [g.key]: true } : {} },
      }),
    () =>
      f.limited.session.call('POST', '/users/add', {
        json: { email: uniqueEmail('grant'), name: 'Granted Role', roleId: f.roleOf.get(g.key) },
      }),
  ],
  'users.duplicate': (f) => [
    () => f.limited.session.call('POST', `/users/${f.powerful}/duplicate`, { json: { email: uniqueEmail('dup'), name: 'Powerful Copy' } }),
  ],
  'users.update': (f, g) => [
    ...(g.kind === 'permission'
      ? [() => f.limited.session.call('PUT', `/users/${f.target}`, { json: { permissions: { [g.key]: true } } })]
      : []),
    () => f.limited.session.call('PUT', `/users/${f.target}`, { json: { roleId: f.roleOf.get(g.key) } }),
    () => f.limited.session.call('PUT', `/users/${f.limited.id}`, { json: { roleId: f.roleOf.get(g.key) } }),
  ],
  'users.edit': (f, g) => [
    ...(g.kind === 'permission'
      ? [() => f.limited.session.call('POST', '/users/edit', { json: { id: f.target, permissions: { [g.key]: true } } })]
      : []),
    () => f.limited.session.call('POST', '/users/edit', { json: { id: f.target, roleId: f.roleOf.get(g.key) } }),
    ...(g.kind === 'permission'
      ? [
          () =>
            f.limited.session.call('POST', '/users/edit', {
              json: { id: f.limited.id, permissions: { ...limitedAccess(g).permissions, [g.key]: true } },
            }),
        ]
      : []),
  ],
  'users.copyPermissions': (f) => [
    () => f.limited.session.call('POST', '/users/permissions/copy', { json: { sourceId: f.powerful, targetId: f.target } }),
    () => f.limited.session.call('POST', '/users/permissions/copy', { json: { sourceId: f.powerful, targetId: f.limited.id } }),
  ],
  'users.saveRole': (f, g) => [
    () => f.limited.session.call('POST', '/users/permissions', { json: roleBody(g, `Escalation ${g.key}`) }),
    // Full access covers every key (and the four-eye pair as ticked) and both versions.
    () =>
      f.limited.session.call('POST', '/users/permissions', {
        json: { name: `Everything ${g.key}`, permissions: roleBody(g, '').permissions, fullAccess: true },
      }),
  ],
  // Issue 19: a token acts with its scopes. Without PERM_ADMIN itself no token is made at all (the route's 403).
  'apiTokens.create': (f, g) =>
    g.kind === 'permission' && g.key !== 'PERM_ADMIN'
      ? [() => f.limited.session.call('POST', '/integrations/api-tokens', { json: { name: `Escalation ${g.key}`, scopes: [g.key] } })]
      : [],
  'users.updateRole': (f, g) => [
    () => f.limited.session.call('PUT', `/users/permissions/${f.emptyRole}`, { json: roleBody(g, 'Empty role') }),
    () =>
      f.limited.session.call('PUT', `/users/permissions/${f.limitedRole}`, {
        json: { name: 'Limited', permissions: roleBody(g, '').permissions, fullAccess: true },
      }),
  ],
};

/** The same shapes of request, granting only what the limited member holds, succeed: the refusals are about the key. */
const CONTROLS: Record<string, (f: Fixture) => Attempt> = {
  'users.add': (f) => () =>
    f.limited.session.call('POST', '/users/add', {
      json: { email: uniqueEmail('ok'), name: 'Allowed Key', permissions: { PERM_RAPORTY: true } },
    }),
  'users.duplicate': (f) => () =>
    f.limited.session.call('POST', `/users/${f.target}/duplicate`, { json: { email: uniqueEmail('ok'), name: 'Allowed Copy' } }),
  'users.update': (f) => () => f.limited.session.call('PUT', `/users/${f.target}`, { json: { permissions: { PERM_RAPORTY: true } } }),
  'users.edit': (f) => () => f.limited.session.call('POST', '/users/edit', { json: { id: f.target, permissions: { PERM_SMS: true } } }),
  'users.copyPermissions': (f) => () =>
    f.limited.session.call('POST', '/users/permissions/copy', { json: { sourceId: f.target, targetId: f.target } }),
  'users.saveRole': (f) => () =>
    f.limited.session.call('POST', '/users/permissions', {
      json: { name: 'Allowed role', permissions: { PERM_RAPORTY: true }, versions: NO_VERSIONS },
    }),
  'apiTokens.create': (f) => () =>
    f.limited.session.call('POST', '/integrations/api-tokens', { json: { name: 'Allowed token', scopes: ['PERM_RAPORTY'] } }),
  'users.updateRole': (f) => () =>
    f.limited.session.call('PUT', `/users/permissions/${f.emptyRole}`, {
      json: { name: 'Empty renamed', permissions: {}, versions: NO_VERSIONS },
    }),
};

async function post(session: ApiSession, path: string, json: unknown, method = 'POST') {
  const res = await session.call(method, path, { json });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function fixture(): Promise<Fixture> {
  const { session: admin, account } = await loggedIn();
  await setPlan(account.accountId, 'premium');
  const emptyRole = (await post(admin, '/users/permissions', { name: 'Empty role', permissions: {}, versions: NO_VERSIONS })).id as string;
  const limitedRole = (await post(admin, '/users/permissions', { name: 'Limited', permissions: { PERM_POGOLNE: true }, versions: BOTH }))
    .id as string;
  const limited = await addAndLogin(admin, { roleId: limitedRole });
  const target = (await addMember(admin, { roleId: emptyRole })).id;
  const powerful = (await addMember(admin, { permissions: ALL })).id;
  const roleOf = new Map<string, string>();
  for (const g of GRANTABLES) roleOf.set(g.key, (await post(admin, '/users/permissions', roleBody(g, `Grants ${g.key}`))).id);
  return { admin, limited: { id: limited.id, session: limited.session }, target, powerful, emptyRole, limitedRole, roleOf };
}

/** The account's members and roles as the sweep must leave them. */
async function snapshot(f: Fixture) {
  const list = (await f.admin.call('GET', '/users')).body;
  return {
    members: list.items.map((m: Record<string, unknown>) => ({
      id: m.id,
      roleId: m.roleId,
      permissions: m.permissions,
      versions: m.versions,
    })),
    invitations: list.invitations,
    roles: (await f.admin.call('GET', '/users/permissions')).body.items,
    apiTokens: (await f.admin.call('GET', '/integrations/api-tokens')).body.items,
  };
}

describe('privilege sweep', () => {
  it('finds the access-changing routes in the route table, each with a case', () => {
    const found = (Object.entries(routes) as [string, RouteDef][])
      .filter(([, def]) => changesAccess(def))
      .map(([id]) => id)
      .sort();
    expect(found).toEqual(Object.keys(CASES).sort());
    expect(Object.keys(CONTROLS).sort()).toEqual(Object.keys(CASES).sort());
    // The detection itself: paths with parameters are built from the table.
    for (const id of found) expect(buildPath(routes[id as keyof typeof routes].path, { id: 'x' })).not.toContain('{');
  });

  it('never lets a member hand out a permission or version they lack, to anyone, themselves included', { timeout: 600_000 }, async () => {
    const f = await fixture();
    for (const g of GRANTABLES) {
      const access = limitedAccess(g);
      await post(f.admin, `/users/permissions/${f.limitedRole}`, { name: 'Limited', ...access }, 'PUT');
      const me = (await f.limited.session.call('GET', '/users/me')).body;
      expect(me.permissions.permissions[g.kind === 'permission' ? g.key : 'PERM_POGOLNE'], g.key).toBe(
        g.kind === 'permission' ? undefined : true,
      );
      const before = await snapshot(f);
      for (const [route, attempts] of Object.entries(CASES)) {
        for (const [i, attempt] of attempts(f, g).entries()) {
          const res = await attempt();
          const where = `${route} #${i} giving ${g.key}: ${res.status} ${JSON.stringify(res.body)}`;
          expect(res.status, where).toBe(403);
          expect(['USER_GRANT_NOT_HELD', 'USER_CANNOT_EDIT_SELF'], where).toContain(res.body.code);
          if (res.body.code === 'USER_GRANT_NOT_HELD') expect(String(res.body.params.missing).split(', '), where).toContain(g.key);
        }
      }
      expect(await snapshot(f), g.key).toEqual(before);
    }

    // The same requests granting what the member holds go through, so each refusal above was about the key.
    await post(
      f.admin,
      `/users/permissions/${f.limitedRole}`,
      { name: 'Limited', ...limitedAccess({ kind: 'permission', key: 'PERM_ANKIETA' }) },
      'PUT',
    );
    for (const [route, control] of Object.entries(CONTROLS)) {
      const res = await control(f)();
      expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
    }
    expect((await members(f.admin)).length).toBeGreaterThan(4);
  });
});

describe('grants outside the per-key sweep', () => {
  it('refuses the reported escalation: a settings-only member inviting with the administrator role', async () => {
    const { session: admin } = await loggedIn();
    const manager = await addAndLogin(admin, { permissions: { PERM_POGOLNE: true } });
    const res = await manager.session.call('POST', '/users/add', {
      json: { email: uniqueEmail('mine'), name: 'My Other Address', roleId: 'administrator' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('USER_GRANT_NOT_HELD');
    expect(res.body.params.permissions.split(', ')).toEqual(
      PERMISSION_KEYS.filter((k) => !['PERM_POGOLNE', 'MAKER', 'CHECKER'].includes(k)),
    );
    expect(await members(admin)).toHaveLength(2);
  });

  it('keeps a member restricted to segments from giving anyone a wider reach', async () => {
    const { session: admin, account } = await loggedIn();
    await setPlan(account.accountId, 'standard');
    const segment = (body: string) =>
      post(admin, '/segments', {
        name: body,
        type: 'static',
        conditions: {
          kind: 'group',
          op: 'and',
          children: [{ kind: 'condition', source: 'status', target: '', aggregation: 'none', operator: 'in', value: [8] }],
        },
      });
    const mine = (await segment('Moje')).id as string;
    const other = (await segment('Cudze')).id as string;
    const restricted = await addAndLogin(admin, { permissions: { PERM_POGOLNE: true }, segmentIds: [mine] });
    const add = (segmentIds?: string[]) =>
      restricted.session.call('POST', '/users/add', {
        json: { email: uniqueEmail('scope'), name: 'Scoped', ...(segmentIds ? { segmentIds } : {}) },
      });
    expect((await add()).body.code).toBe('USER_GRANT_SCOPE_NOT_HELD');
    expect((await add([other])).body.code).toBe('USER_GRANT_SCOPE_NOT_HELD');
    const inside = await add([mine]);
    expect(inside.status).toBe(201);
    const widen = await restricted.session.call('PUT', `/users/${inside.body.id}`, { json: { segmentIds: [] } });
    expect(widen.body.code).toBe('USER_GRANT_SCOPE_NOT_HELD');
    expect((await restricted.session.call('PUT', `/users/${inside.body.id}`, { json: { segmentIds: [mine, other] } })).body.code).toBe(
      'USER_GRANT_SCOPE_NOT_HELD',
    );
    expect((await restricted.session.call('PUT', `/users/${inside.body.id}`, { json: { segmentIds: [mine] } })).status).toBe(200);
  });
});
