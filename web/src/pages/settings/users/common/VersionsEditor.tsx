import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { VersionKey } from '@shared/rules/grants';
import { VERSIONED_AREAS, VERSION_KINDS, type VersionAccess } from '@shared/versions';

interface Props {
  value: VersionAccess;
  onChange: (next: VersionAccess) => void;
  /** Full access reaches every version: the boxes show ticked and cannot be changed. */
  fullAccess?: boolean;
  /** Versions the user may tick (they reach them, or the role did); others are disabled. */
  mayGrant?: (key: VersionKey) => boolean;
}

/** Spec section 6: working and ready versions, two boxes per area that has versions. */
export function VersionsEditor({ value, onChange, fullAccess = false, mayGrant = () => true }: Props) {
  const { t } = useTranslation();
  return (
    <ColumnLayout columns={2} variant="text-grid">
      {VERSIONED_AREAS.map((area) => (
        <SpaceBetween key={area} size="xxs">
          <Box variant="strong">{t(`versionAccess.areas.${area}`)}</Box>
          {VERSION_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              checked={fullAccess || value[area][kind]}
              disabled={fullAccess || (!value[area][kind] && !mayGrant(`${area}.${kind}`))}
              description={
                !fullAccess && !value[area][kind] && !mayGrant(`${area}.${kind}`)
                  ? t('usersAdmin.grants.notHeld')
                  : t(`versionAccess.${kind}Hint`)
              }
              onChange={({ detail }) => onChange({ ...value, [area]: { ...value[area], [kind]: detail.checked } })}
            >
              {t(`versionAccess.${kind}`)}
            </Checkbox>
          ))}
        </SpaceBetween>
      ))}
    </ColumnLayout>
  );
}
