import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useCurrentUser } from '@web/app/session/session-store';
import { grantCheck, granterFor } from '../common/grant-rules';
import { tabPath } from '../common/paths';
import { PermissionsEditor } from '../common/PermissionsEditor';
import { useRuleFieldText } from '../common/use-reason-text';
import { VersionsEditor } from '../common/VersionsEditor';
import { useRoleForm, type RoleFormInput } from './use-role-form';

/** Name, full access and the permission boxes of a custom role. */
export function RoleForm(input: RoleFormInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const fieldText = useRuleFieldText();
  const { form, submitting, error, submit, leaveModal } = useRoleForm(input);
  const editing = input.role !== undefined;
  const holders = editing ? input.ctx.members.filter((m) => m.roleId === input.role?.id).length : 0;
  const permissionsError = fieldText(form.errors.permissions);
  // A role can hold only what its author holds (or what it already held when edited).
  const check = grantCheck(
    granterFor(useCurrentUser()),
    input.role && { permissions: input.role.permissions, versions: input.role.versions, fullAccess: input.role.fullAccess },
  );

  return (
    <SubmitForm onSubmit={submit}>
      <Form
        header={
          <Header variant="h1" description={t('usersAdmin.roleForm.description')}>
            {editing ? t('pages.settingsRoleEdit') : t('pages.settingsRoleNew')}
          </Header>
        }
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(tabPath('roles'))}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" formAction="submit" loading={submitting}>
              {editing ? t('common.save') : t('usersAdmin.roleForm.submit')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {holders > 0 && <Alert type="info">{t('usersAdmin.roleForm.holders', { count: holders })}</Alert>}
          <Container header={<Header variant="h2">{t('usersAdmin.roleForm.section')}</Header>}>
            <SpaceBetween size="l">
              <TextField
                label={t('usersAdmin.roles.fields.name')}
                autoFocus
                autoComplete="off"
                value={form.values.name}
                onChange={(v) => form.set('name', v)}
                errorText={errorText.field(form.errors.name)}
              />
              <FormField
                label={t('usersAdmin.roles.fullAccess')}
                description={t('usersAdmin.roleForm.fullAccessHint')}
                errorText={errorText.field(form.errors.fullAccess)}
              >
                <Toggle
                  checked={form.values.fullAccess}
                  disabled={!form.values.fullAccess && !check.fullAccess}
                  description={!form.values.fullAccess && !check.fullAccess ? t('usersAdmin.grants.fullAccessNotHeld') : undefined}
                  onChange={({ detail }) => form.set('fullAccess', detail.checked)}
                >
                  {form.values.fullAccess ? t('usersAdmin.roleForm.fullAccessOn') : t('usersAdmin.roleForm.fullAccessOff')}
                </Toggle>
              </FormField>
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header variant="h2" description={t('usersAdmin.roleForm.permissionsHint')}>
                {t('usersAdmin.form.permissions')}
              </Header>
            }
          >
            <SpaceBetween size="m">
              {permissionsError && <Alert type="error">{permissionsError}</Alert>}
              <PermissionsEditor
                value={form.values.permissions}
                onChange={(map) => form.set('permissions', map)}
                fullAccess={form.values.fullAccess}
                mayGrant={check.permission}
              />
            </SpaceBetween>
          </Container>
          <Container
            header={
              <Header variant="h2" description={t('versionAccess.hint')}>
                {t('versionAccess.title')}
              </Header>
            }
          >
            <VersionsEditor
              value={form.values.versions}
              onChange={(versions) => form.set('versions', versions)}
              fullAccess={form.values.fullAccess}
              mayGrant={check.version}
            />
          </Container>
        </SpaceBetween>
      </Form>
      {leaveModal}
    </SubmitForm>
  );
}
