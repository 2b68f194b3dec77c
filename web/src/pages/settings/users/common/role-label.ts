import type { TFunction } from 'i18next';
import { isPresetRoleId } from '@shared/roles';

/**
 * A role's name as people read it: preset roles are translated from their id (`roles.<id>`),
 * custom roles show the name they were given.
 */
export function roleLabel(t: TFunction, roleId: string, customName?: string): string {
  if (isPresetRoleId(roleId)) return t(`roles.${roleId}`);
  return customName ?? t('roles.custom');
}
