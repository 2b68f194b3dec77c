/** Permission keys exactly as the product spec (section 3) names them. */
export const PERMISSION_KEYS = [
  'PERM_ADMIN',
  'PERM_MNOWY',
  'PERM_MOBIEKTY',
  'PERM_MKOPIER',
  'PERM_MGOTOWE',
  'PERM_MWYSYL',
  'PERM_MARCH',
  'PERM_APRZEALL',
  'PERM_ASZUKAJ',
  'PERM_ADODAJ',
  'PERM_AIMPORT',
  'PERM_AEKSPORT',
  'PERM_AGRDODAJ',
  'PERM_AGRPRZEALL',
  'PERM_AGRUSUN',
  'PERM_PSCENARIUSZE',
  'PERM_POGOLNE',
  'PERM_PSTRUKTURA',
  'PERM_PWYSWIETLANIE',
  'PERM_PINTERFEJSY',
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
  'MAKER',
  'CHECKER',
] as const;

export type PermissionKey = (typeof PERMISSION_KEYS)[number];
export type PermissionMap = Partial<Record<PermissionKey, boolean>>;

/** Spec section 6: a permissions admin holds everything except the four-eye pair. */
export const FOUR_EYE_KEYS: readonly PermissionKey[] = ['MAKER', 'CHECKER'];

export function fullPermissions(): PermissionMap {
  const map: PermissionMap = {};
  for (const key of PERMISSION_KEYS) map[key] = !FOUR_EYE_KEYS.includes(key);
  return map;
}

export function hasPermission(map: PermissionMap, key: PermissionKey | null): boolean {
  return key === null || map[key] === true;
}
