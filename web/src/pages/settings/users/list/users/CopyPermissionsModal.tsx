import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { grantExcess } from '@shared/rules/grants';
import { CopyPermissionsBody, type Member } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { useFormSubmit } from '@web/common/use-form-submit';
import type { ApiQuery } from '@web/api/query';
import { useZodForm } from '@web/common/use-zod-form';
import { copyPermissionsError, type AdminContext } from '../../common/member-rules';
import { upsertMember, type MemberList } from '../../common/use-admin-data';
import { useRuleFieldText } from '../../common/use-reason-text';
import { memberRole } from './table-config';
import { useDiscardTexts } from '../../common/use-discard-texts';

const CODE_FIELDS = { USER_LAST_ADMIN: 'sourceId', USER_NOT_FOUND: 'sourceId', USER_GRANT_NOT_HELD: 'sourceId' } as const;

interface Props {
  ctx: AdminContext;
  target: Member;
  members: ApiQuery<MemberList>;
  onClose: () => void;
}

/** `target` gets another member's role and permissions (not their teams or segments). */
export function CopyPermissionsModal({ ctx, target, members, onClose }: Props) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const fieldText = useRuleFieldText();
  const sources = ctx.members.filter((m) => m.id !== target.id);
  const form = useZodForm(
    CopyPermissionsBody,
    { sourceId: '', targetId: target.id },
    {
      // The rule the API applies, checked before sending: the last administrator keeps admin access.
      extra: (v) => {
        const source = sources.find((m) => m.id === v.sourceId);
        const code = source ? copyPermissionsError(ctx, source, target) : null;
        return code ? [{ path: 'sourceId', code }] : [];
      },
    },
  );
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS, keepBusy: true });
  // A source whose access the administrator could not grant is shown, not offered (the API would refuse it).
  const refused = (m: Member) =>
    ctx.granter !== undefined &&
    grantExcess(
      ctx.granter,
      { permissions: m.permissions, versions: m.versions },
      { permissions: target.permissions, versions: target.versions },
    ) !== null;
  const options = sources.map((m) => ({
    value: m.id,
    label: m.name,
    description: m.email,
    tags: [memberRole(t, m)],
    disabled: refused(m),
    disabledReason: refused(m) ? t('usersAdmin.grants.roleNotHeld') : undefined,
  }));

  const submit = handleSubmit(async (body) => {
    const updated = await api('users.copyPermissions', { body });
    form.markSaved();
    members.mutate((list) => upsertMember(list, updated));
    const source = sources.find((m) => m.id === body.sourceId);
    pushNotice(
      { type: 'success', content: { key: 'usersAdmin.notices.copied', params: { source: source?.email ?? '', target: target.email } } },
      6000,
    );
    onClose();
  });

  return (
    <FormModal
      discardTexts={discardTexts}
      header={t('usersAdmin.copy.title')}
      submitText={t('usersAdmin.copy.submit')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Box>{t('usersAdmin.copy.message', { email: target.email, role: memberRole(t, target) })}</Box>
      <FormField label={t('usersAdmin.copy.source')} errorText={fieldText(form.errors.sourceId)}>
        <Select
          selectedOption={options.find((o) => o.value === form.values.sourceId) ?? null}
          onChange={({ detail }) => form.set('sourceId', detail.selectedOption.value ?? '')}
          options={options}
          filteringType="auto"
          placeholder={t('usersAdmin.copy.placeholder')}
          filteringPlaceholder={t('usersAdmin.copy.search')}
          empty={t('usersAdmin.copy.noUsers')}
          invalid={form.errors.sourceId !== undefined}
        />
      </FormField>
    </FormModal>
  );
}
