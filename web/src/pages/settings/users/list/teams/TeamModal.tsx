import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import { useTranslation } from 'react-i18next';
import { TeamBody, type Member, type Team } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { useDiscardTexts } from '../../common/use-discard-texts';

const CODE_FIELDS = { TEAM_EXISTS: 'name' } as const;

interface Props {
  /** The team to rename or re-staff; none to create one. */
  team?: Team;
  members: readonly Member[];
  onSaved: (team: Team) => void;
  onClose: () => void;
}

/** Creates a team or edits one: its name and exactly which members belong to it. */
export function TeamModal({ team, members, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const errorText = useErrorText();
  const form = useZodForm(TeamBody, { name: team?.name ?? '', memberIds: team?.memberIds ?? [] });
  const options = members.map((m) => ({ value: m.id, label: m.name, description: m.email }));

  const submit = useModalSubmit(
    form,
    (body) => (team ? api('teams.update', { params: { id: team.id }, body }) : api('teams.create', { body })),
    (saved) => {
      onSaved(saved);
      pushNotice(
        {
          type: 'success',
          content: { key: team ? 'usersAdmin.notices.teamUpdated' : 'usersAdmin.notices.teamCreated', params: { name: saved.name } },
        },
        6000,
      );
      onClose();
    },
    { codeFields: CODE_FIELDS },
  );

  return (
    <FormModal
      discardTexts={discardTexts}
      header={team ? t('usersAdmin.teams.editTitle') : t('usersAdmin.teams.createTitle')}
      submitText={team ? t('common.save') : t('usersAdmin.teams.create')}
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('usersAdmin.teams.fields.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <FormField
        label={t('usersAdmin.teams.fields.members')}
        constraintText={t('common.optional')}
        errorText={errorText.field(form.errors.memberIds)}
      >
        <Multiselect
          selectedOptions={options.filter((o) => form.values.memberIds.includes(o.value))}
          onChange={({ detail }) =>
            form.set(
              'memberIds',
              detail.selectedOptions.map((o) => o.value ?? ''),
            )
          }
          options={options}
          filteringType="auto"
          placeholder={t('usersAdmin.teams.membersPlaceholder')}
          filteringPlaceholder={t('usersAdmin.teams.membersSearch')}
          empty={t('usersAdmin.teams.noUsers')}
          tokenLimit={5}
          i18nStrings={{ tokenLimitShowMore: t('usersAdmin.common.showMore'), tokenLimitShowFewer: t('usersAdmin.common.showFewer') }}
          deselectAriaLabel={(option) => t('usersAdmin.common.remove', { name: option.label ?? '' })}
        />
      </FormField>
    </FormModal>
  );
}
