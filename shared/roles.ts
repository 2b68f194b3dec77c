import { FOUR_EYE_KEYS, PERMISSION_KEYS, fullPermissions, type PermissionKey, type PermissionMap } from './permissions';
import { fullVersions, resolveVersions, type VersionAccess, type VersionAccessInput } from './versions';

/**
 * Spec section 3 groups the permission keys by area; the role editor shows one group of checkboxes
 * per area, and "access per area" in a role means the keys of that group.
 */
export const PERMISSION_AREAS = {
  mailing: ['PERM_ADMIN', 'PERM_MNOWY', 'PERM_MOBIEKTY', 'PERM_MKOPIER', 'PERM_MGOTOWE', 'PERM_MWYSYL', 'PERM_MARCH'],
  subscribers: [
    'PERM_APRZEALL',
    'PERM_ASZUKAJ',
    'PERM_ADODAJ',
    'PERM_AIMPORT',
    'PERM_AEKSPORT',
    'PERM_AGRDODAJ',
    'PERM_AGRPRZEALL',
    'PERM_AGRUSUN',
  ],
  settings: ['PERM_PSCENARIUSZE', 'PERM_POGOLNE', 'PERM_PSTRUKTURA', 'PERM_PWYSWIETLANIE', 'PERM_PINTERFEJSY'],
  other: [
    'PERM_RSS',
    'PERM_SMS',
    'PERM_ANKIETA',
    'PERM_GET_FROM_WWW',
    'PERM_RAPORTY',
    'PERM_PINTEGRACJE',
    'PERM_AI',
    'PERM_SMTP',
    'PERM_AZATWIERDZ',
    'PERM_SCORING',
  ],
  fourEye: ['MAKER', 'CHECKER'],
} as const satisfies Record<string, readonly PermissionKey[]>;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

const only = (...keys: PermissionKey[]): PermissionMap => Object.fromEntries(keys.map((k) => [k, true]));
const allBut = (...keys: PermissionKey[]): PermissionMap =>
  only(...PERMISSION_KEYS.filter((k) => !keys.includes(k) && !FOUR_EYE_KEYS.includes(k)));

/** Writing mailings and templates, and reading the audience they go to — but not sending. */
const EDITOR: PermissionKey[] = [
  'PERM_MNOWY',
  'PERM_MOBIEKTY',
  'PERM_MKOPIER',
  'PERM_MGOTOWE',
  'PERM_MARCH',
  'PERM_APRZEALL',
  'PERM_ASZUKAJ',
  'PERM_ADODAJ',
  'PERM_AGRPRZEALL',
];
/** An editor who also runs the audience (imports, exports, segments) and the content settings. */
const EDITOR_MANAGER: PermissionKey[] = [
  ...EDITOR,
  'PERM_AIMPORT',
  'PERM_AEKSPORT',
  'PERM_AGRDODAJ',
  'PERM_AGRUSUN',
  'PERM_PSCENARIUSZE',
  'PERM_PWYSWIETLANIE',
  'PERM_RAPORTY',
  'PERM_SMS',
  'PERM_ANKIETA',
  'PERM_RSS',
];

/** Version access (shared/versions.ts) the presets pick from. */
const BOTH: VersionAccess = fullVersions();
const READY_ONLY: VersionAccess = { mailing: { working: false, ready: true } };
const NO_VERSIONS: VersionAccess = { mailing: { working: false, ready: false } };

/**
 * Spec section 3's preset roles, each a permission map and the versions it reaches (the spec names
 * the roles, not their contents; these are our choices). `fullAccess` roles follow every area,
 * including keys added later, and always reach working and ready versions. Why each role reaches
 * the versions it does:
 * - custom: nothing is preset, so versions do not narrow the hand-picked map (both, as before).
 * - editor, editor-manager(-sending), manager, maker: they write drafts, mark them ready and follow
 *   them after (history, reports), so both; sending itself still needs PERM_MWYSYL.
 * - analyst, checker, user: they read, approve or look up what was made ready and sent, never
 *   unfinished drafts, so ready only.
 * - invoice, developer: billing and integrations have no business in mailing content, so neither.
 */
export const PRESET_ROLES = {
  /** No preset: the administrator ticks the permissions one by one. */
  custom: { fullAccess: false, permissions: {}, versions: BOTH },
  /** Everything except the four-eye pair: a permissions admin in the sense of spec section 6. */
  administrator: { fullAccess: true, permissions: fullPermissions(), versions: BOTH },
  /** Writes mailings and templates; cannot send them, import or export. */
  editor: { fullAccess: false, permissions: only(...EDITOR), versions: BOTH },
  /** Runs editors' work and the audience, still without sending. */
  'editor-manager': { fullAccess: false, permissions: only(...EDITOR_MANAGER), versions: BOTH },
  /** The same, plus sending and the authorisation of sendings (PERM_AZATWIERDZ). */
  'editor-manager-sending': { fullAccess: false, permissions: only(...EDITOR_MANAGER, 'PERM_MWYSYL', 'PERM_AZATWIERDZ'), versions: BOTH },
  /** Every marketing area, including sending; no account administration, integrations or structure. */
  manager: {
    fullAccess: false,
    permissions: allBut('PERM_ADMIN', 'PERM_POGOLNE', 'PERM_PINTERFEJSY', 'PERM_PINTEGRACJE', 'PERM_SMTP', 'PERM_PSTRUKTURA'),
    versions: BOTH,
  },
  /** Billing staff: reads reports to reconcile invoices; billing itself has no permission key in the spec. */
  invoice: { fullAccess: false, permissions: only('PERM_RAPORTY'), versions: NO_VERSIONS },
  /** Reads reports, the audience, segments and the mailing history; changes and sends nothing. */
  analyst: {
    fullAccess: false,
    permissions: only('PERM_RAPORTY', 'PERM_APRZEALL', 'PERM_ASZUKAJ', 'PERM_AGRPRZEALL', 'PERM_MARCH'),
    versions: READY_ONLY,
  },
  /** Four-eye: prepares and reserves sendings (MAKER) that a checker approves. */
  maker: {
    fullAccess: false,
    permissions: only(
      'MAKER',
      'PERM_MNOWY',
      'PERM_MOBIEKTY',
      'PERM_MKOPIER',
      'PERM_MGOTOWE',
      'PERM_MWYSYL',
      'PERM_MARCH',
      'PERM_APRZEALL',
      'PERM_ASZUKAJ',
    ),
    versions: BOTH,
  },
  /** Four-eye: approves reserved sendings (CHECKER + PERM_AZATWIERDZ) and reads their results. */
  checker: {
    fullAccess: false,
    permissions: only('CHECKER', 'PERM_AZATWIERDZ', 'PERM_MWYSYL', 'PERM_MARCH', 'PERM_RAPORTY', 'PERM_APRZEALL'),
    versions: READY_ONLY,
  },
  /** Integrations: API tokens and webhooks (PERM_ADMIN per spec section 2), SMTP, interfaces, structure, data feeds. */
  developer: {
    fullAccess: false,
    permissions: only(
      'PERM_ADMIN',
      'PERM_PINTEGRACJE',
      'PERM_SMTP',
      'PERM_PINTERFEJSY',
      'PERM_PSTRUKTURA',
      'PERM_GET_FROM_WWW',
      'PERM_RSS',
      'PERM_APRZEALL',
      'PERM_ASZUKAJ',
    ),
    versions: NO_VERSIONS,
  },
  /** A basic member: looks up subscribers and past mailings. */
  user: { fullAccess: false, permissions: only('PERM_APRZEALL', 'PERM_ASZUKAJ', 'PERM_MARCH'), versions: READY_ONLY },
} as const satisfies Record<string, { fullAccess: boolean; permissions: PermissionMap; versions: VersionAccess }>;

export type PresetRoleId = keyof typeof PRESET_ROLES;
export const PRESET_ROLE_IDS = Object.keys(PRESET_ROLES) as PresetRoleId[];
export const isPresetRoleId = (id: string): id is PresetRoleId => (PRESET_ROLE_IDS as string[]).includes(id);

/** The features whose permission only counts while the plan or account enables them. */
export interface FeatureLimits {
  scoring: boolean;
  ai: boolean;
}

/**
 * Spec section 6: a permissions admin holds every permission except MAKER and CHECKER; PERM_SCORING
 * and PERM_AI are left out of the test while their limit is off (nobody could hold them usefully).
 */
export function isPermissionsAdmin(map: PermissionMap, limits: FeatureLimits): boolean {
  return PERMISSION_KEYS.every((key) => {
    if (FOUR_EYE_KEYS.includes(key)) return true;
    if (key === 'PERM_SCORING' && !limits.scoring) return true;
    if (key === 'PERM_AI' && !limits.ai) return true;
    return map[key] === true;
  });
}

/**
 * The map a role grants: full access means every area (four-eye keys stay as given, since they are
 * duties, not access). Only known keys set to true are kept, so stored maps stay small and clean.
 */
export function resolvePermissions(map: PermissionMap, fullAccess: boolean): PermissionMap {
  const out: PermissionMap = {};
  for (const key of PERMISSION_KEYS) {
    const granted = FOUR_EYE_KEYS.includes(key) ? map[key] === true : fullAccess || map[key] === true;
    if (granted) out[key] = true;
  }
  return out;
}

/** What a role grants its holders: the resolved permission map and version access. */
export interface RoleGrant {
  permissions: PermissionMap;
  versions: VersionAccess;
}

export function resolveGrant(role: { permissions: PermissionMap; fullAccess: boolean; versions?: VersionAccessInput }): RoleGrant {
  return { permissions: resolvePermissions(role.permissions, role.fullAccess), versions: resolveVersions(role.versions, role.fullAccess) };
}

export const presetGrant = (id: PresetRoleId): RoleGrant => resolveGrant(PRESET_ROLES[id]);

export function samePermissions(a: PermissionMap, b: PermissionMap): boolean {
  return PERMISSION_KEYS.every((key) => (a[key] === true) === (b[key] === true));
}
