import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import type { Role, Team } from '@shared/schemas/users-admin';
import { useErrorText } from '@web/common/use-error-text';
import { useCurrentUser } from '@web/app/session/session-store';
import { grantCheck, granterFor, roleRefused } from '../common/grant-rules';
import { grantedKeys } from '../common/permission-map';
import { PermissionsEditor } from '../common/PermissionsEditor';
import { roleLabel } from '../common/role-label';
import { useRuleFieldText } from '../common/use-reason-text';
import { SegmentRestrictionField } from './SegmentRestrictionField';
import type { UserFormState } from './use-user-form';

interface Props {
  state: UserFormState;
  roles: readonly Role[];
  teams: readonly Team[];
  /** The account's segments a user may be restricted to (undefined: loading, or not readable here). */
  segments: { items: readonly Segment[] | undefined; loading: boolean; canList: boolean };
  disabled: boolean;
}

/** Role, teams and the permission boxes the role fills in (changing a box makes the role custom). */
export function AccessFields({ state, roles, teams, segments, disabled }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fieldText = useRuleFieldText();
  const { form } = state;
  const granter = granterFor(useCurrentUser());
  // What the member has now: a role or box is offered if it adds only what the user holds.
  const before = state.member ? { permissions: state.member.permissions, versions: state.member.versions } : undefined;
  const check = grantCheck(granter, before);

  const option = (r: Role): SelectProps.Option => {
    const refused = r.id !== 'custom' && roleRefused(granter, r, before);
    return {
      value: r.id,
      label: roleLabel(t, r.id, r.preset ? undefined : r.name),
      description:
        r.id === 'custom'
          ? t('usersAdmin.form.customRoleHint')
          : r.fullAccess
            ? t('usersAdmin.roles.fullAccess')
            : t('usersAdmin.roles.permissionCount', { count: grantedKeys(r.permissions).length }),
      disabled: refused,
      disabledReason: refused ? t('usersAdmin.grants.roleNotHeld') : undefined,
    };
  };
  const presets = roles.filter((r) => r.preset).map(option);
  const own = roles.filter((r) => !r.preset).map(option);
  const roleOptions: SelectProps.Options = own.length
    ? [
        { label: t('usersAdmin.roles.presetGroup'), options: presets },
        { label: t('usersAdmin.roles.ownGroup'), options: own },
      ]
    : presets;
  const selectedRole = [...presets, ...own].find((o) => o.value === form.values.roleId) ?? null;
  const teamOptions = teams.map((team) => ({ value: team.id, label: team.name }));

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h2" description={t('usersAdmin.form.accessHint')}>
            {t('usersAdmin.form.access')}
          </Header>
        }
      >
        <SpaceBetween size="l">
          <FormField label={t('usersAdmin.fields.role')} errorText={fieldText(form.errors.roleId)}>
            <Select
              selectedOption={selectedRole}
              onChange={({ detail }) => state.setRole(detail.selectedOption.value ?? 'custom')}
              options={roleOptions}
              disabled={disabled}
              invalid={form.errors.roleId !== undefined}
            />
          </FormField>
          <FormField
            label={t('usersAdmin.fields.teams')}
            constraintText={t('common.optional')}
            errorText={errorText.field(form.errors.teamIds)}
          >
            <Multiselect
              selectedOptions={teamOptions.filter((o) => form.values.teamIds.includes(o.value))}
              onChange={({ detail }) =>
                form.set(
                  'teamIds',
                  detail.selectedOptions.map((o) => o.value ?? ''),
                )
              }
              options={teamOptions}
              disabled={disabled}
              placeholder={t('usersAdmin.form.teamsPlaceholder')}
              empty={t('usersAdmin.form.noTeams')}
              filteringType="auto"
              filteringPlaceholder={t('usersAdmin.teams.filter')}
              i18nStrings={{ tokenLimitShowMore: t('usersAdmin.common.showMore'), tokenLimitShowFewer: t('usersAdmin.common.showFewer') }}
              deselectAriaLabel={(o) => t('usersAdmin.common.remove', { name: o.label ?? '' })}
            />
          </FormField>
          {(segments.canList || form.values.segmentIds.length > 0) && (
            <SegmentRestrictionField
              value={form.values.segmentIds}
              onChange={(ids) => form.set('segmentIds', ids)}
              segments={segments.items}
              loading={segments.loading}
              errorText={errorText.field(form.errors.segmentIds)}
              disabled={disabled || !segments.canList}
            />
          )}
        </SpaceBetween>
      </Container>
      <ExpandableSection
        variant="container"
        headerText={t('usersAdmin.form.permissions')}
        headerCounter={`(${grantedKeys(form.values.permissions).length})`}
        headerDescription={t('usersAdmin.form.permissionsHint')}
        defaultExpanded={form.values.roleId === 'custom'}
      >
        <PermissionsEditor
          value={form.values.permissions}
          onChange={state.setPermissions}
          disabled={disabled}
          mayGrant={check.permission}
        />
      </ExpandableSection>
    </SpaceBetween>
  );
}
