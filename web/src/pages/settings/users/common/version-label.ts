import type { TFunction } from 'i18next';
import type { VersionGrant } from '@shared/versions';

/** "working and ready versions", "ready versions only"… for a role's details. */
export function versionLabel(t: TFunction, grant: VersionGrant): string {
  if (grant.working && grant.ready) return t('versionAccess.both');
  if (grant.working) return t('versionAccess.workingOnly');
  if (grant.ready) return t('versionAccess.readyOnly');
  return t('versionAccess.none');
}
