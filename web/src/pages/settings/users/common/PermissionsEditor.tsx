import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { PermissionKey, PermissionMap } from '@shared/permissions';
import { PERMISSION_AREAS, type PermissionArea } from '@shared/roles';
import { AREAS, areaState, setArea, setPermission } from './permission-map';

interface Props {
  value: PermissionMap;
  onChange: (next: PermissionMap) => void;
  /** Full access grants every area but the four-eye duties, which stay a choice. */
  fullAccess?: boolean;
  disabled?: boolean;
  /** Keys the user may tick (they hold them, or the member or role had them); others are disabled. */
  mayGrant?: (key: PermissionKey) => boolean;
}

/** The permission keys as checkboxes, one group per area with a "whole area" box. */
export function PermissionsEditor({ value, onChange, fullAccess = false, disabled = false, mayGrant = () => true }: Props) {
  const { t } = useTranslation();
  const forced = (area: PermissionArea) => fullAccess && area !== 'fourEye';
  // A box stays free to clear; it can be ticked only if the user may grant it.
  const locked = (key: PermissionKey) => value[key] !== true && !mayGrant(key);
  const notHeld = Object.values(PERMISSION_AREAS)
    .flat()
    .some((key) => !mayGrant(key));

  return (
    <SpaceBetween size="m">
      {notHeld && !disabled && <Alert type="info">{t('usersAdmin.grants.hint')}</Alert>}
      <ColumnLayout columns={2} variant="text-grid">
        {AREAS.map((area) => {
          const state = forced(area) ? 'all' : areaState(value, area);
          return (
            <SpaceBetween key={area} size="xxs">
              <Checkbox
                checked={state === 'all'}
                indeterminate={state === 'some'}
                disabled={disabled || forced(area) || (state !== 'all' && PERMISSION_AREAS[area].every(locked))}
                onChange={({ detail }) => onChange(setArea(value, area, detail.checked, mayGrant))}
              >
                <Box variant="strong">{t(`permissionAreas.${area}`)}</Box>
              </Checkbox>
              <Box padding={{ left: 'l' }}>
                <SpaceBetween size="xxs">
                  {PERMISSION_AREAS[area].map((key) => (
                    <Checkbox
                      key={key}
                      checked={forced(area) || value[key] === true}
                      disabled={disabled || forced(area) || locked(key)}
                      onChange={({ detail }) => onChange(setPermission(value, key, detail.checked))}
                    >
                      {t(`permissions.${key}`)}
                    </Checkbox>
                  ))}
                </SpaceBetween>
              </Box>
            </SpaceBetween>
          );
        })}
      </ColumnLayout>
    </SpaceBetween>
  );
}
