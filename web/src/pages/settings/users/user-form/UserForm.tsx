import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Segment } from '@shared/schemas/segments';
import type { Member, Role, Team } from '@shared/schemas/users-admin';
import { useCurrentUser } from '@web/app/session/session-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { LanguageField } from '../common/LanguageField';
import { addError, selfEditError, type AdminContext } from '../common/member-rules';
import { USERS_PATH } from '../common/paths';
import { useReasonText } from '../common/use-reason-text';
import { AccessFields } from './AccessFields';
import { useUserForm } from './use-user-form';

interface Props {
  member?: Member;
  roles: readonly Role[];
  teams: readonly Team[];
  segments: { items: readonly Segment[] | undefined; loading: boolean; canList: boolean };
  ctx: AdminContext;
}

/** Add a member (invited by e-mail) or edit one: profile, role, teams and permissions. */
export function UserForm({ member, roles, teams, segments, ctx }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const reasonText = useReasonText();
  const user = useCurrentUser();
  const state = useUserForm({ member, roles, ctx, limits: user.permissions.limits, language: user.prefs.language });
  const { form, submitting, error } = state;
  // What the API would refuse anyway: editing oneself, adding beyond the plan's limit.
  const blocked = member ? selfEditError(ctx, member) : addError(ctx);

  return (
    <SubmitForm onSubmit={() => !blocked && state.submit()}>
      <Form
        header={
          <Header variant="h1" description={member ? member.email : t('usersAdmin.form.addDescription')}>
            {member ? t('pages.settingsUserEdit') : t('pages.settingsUserNew')}
          </Header>
        }
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate(USERS_PATH)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant="primary"
              formAction="submit"
              loading={submitting}
              disabled={blocked !== null}
              disabledReason={reasonText(blocked)}
            >
              {member ? t('common.save') : t('usersAdmin.form.addSubmit')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {blocked && <Alert type="warning">{reasonText(blocked)}</Alert>}
          <Container header={<Header variant="h2">{t('usersAdmin.form.profile')}</Header>}>
            <SpaceBetween size="l">
              {/* The name is the user's own (set on their /account): it is only typed for an address new to Goniec. */}
              <TextField
                label={t('usersAdmin.fields.name')}
                autoFocus={!member}
                autoComplete="off"
                disabled={member !== undefined || blocked !== null}
                description={member ? t('usersAdmin.form.nameOwn') : t('usersAdmin.form.nameHint')}
                value={form.values.name}
                onChange={(v) => form.set('name', v)}
                errorText={errorText.field(form.errors.name)}
              />
              <TextField
                label={t('usersAdmin.fields.email')}
                type="email"
                autoComplete="off"
                disabled={member !== undefined || blocked !== null}
                description={member ? t('usersAdmin.form.emailFixed') : t('usersAdmin.form.emailHint')}
                value={form.values.email}
                onChange={(v) => form.set('email', v)}
                errorText={errorText.field(form.errors.email)}
              />
              {!member && (
                <LanguageField
                  value={form.values.language}
                  onChange={(v) => form.set('language', v)}
                  errorText={errorText.field(form.errors.language)}
                />
              )}
            </SpaceBetween>
          </Container>
          <AccessFields state={state} roles={roles} teams={teams} segments={segments} disabled={blocked !== null} />
        </SpaceBetween>
      </Form>
      {state.leaveModal}
    </SubmitForm>
  );
}
