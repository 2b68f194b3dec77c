import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { PERMISSION_KEYS, type PermissionKey } from '@shared/permissions';
import { CreateApiTokenBody, type CreatedApiToken } from '@shared/schemas/api-tokens';
import { api } from '@web/api';
import { useCurrentUser } from '@web/app/session/session-store';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';

const CODE_FIELDS = { API_TOKEN_NAME_EXISTS: 'name', USER_GRANT_NOT_HELD: 'scopes' } as const;

interface Values {
  name: string;
  scopes: PermissionKey[];
  /** A calendar day (YYYY-MM-DD); the token works through its end, in the browser's time zone. */
  expiresOn: string;
  ipText: string;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The body the API takes, from what the form holds. */
const prepare = (v: Values) => ({
  name: v.name,
  scopes: v.scopes,
  expiresAt: v.expiresOn ? new Date(`${v.expiresOn}T23:59:59`).toISOString() : undefined,
  ipAllowList: lines(v.ipText),
});

interface Props {
  onCreated: (token: CreatedApiToken) => void;
  onClose: () => void;
}

/** A new token: its name, the permissions it acts with (the user's own only), an expiry and the addresses it may come from. */
export function TokenModal({ onCreated, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const held = useCurrentUser().permissions.permissions;
  const form = useZodForm(CreateApiTokenBody, { name: '', scopes: [], expiresOn: '', ipText: '' } as Values, { prepare });
  const [ipText, setIpText] = useState('');
  const options = PERMISSION_KEYS.filter((key) => held[key]).map((key) => ({
    value: key,
    label: t(`permissions.${key}`),
    description: key,
  }));
  const submit = useModalSubmit(form, (body) => api('apiTokens.create', { body }), onCreated, { codeFields: CODE_FIELDS });
  const ipError = Object.entries(form.errors).find(([path, error]) => path.startsWith('ipAllowList') && error)?.[1];

  return (
    <FormModal
      discardTexts={{ message: t('apiTokens.discard.message'), keep: t('apiTokens.discard.keep'), confirm: t('apiTokens.discard.confirm') }}
      header={t('apiTokens.form.title')}
      submitText={t('apiTokens.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('apiTokens.form.name')}
        description={t('apiTokens.form.nameHint')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <FormField
        label={t('apiTokens.form.scopes')}
        description={t('apiTokens.form.scopesHint')}
        errorText={errorText.field(form.errors.scopes)}
      >
        <Multiselect
          selectedOptions={options.filter((o) => form.values.scopes.includes(o.value))}
          onChange={({ detail }) =>
            form.set(
              'scopes',
              detail.selectedOptions.map((o) => o.value as PermissionKey),
            )
          }
          options={options}
          filteringType="auto"
          placeholder={t('apiTokens.form.scopesPlaceholder')}
          deselectAriaLabel={(option) => t('apiTokens.form.remove', { name: option.label ?? '' })}
        />
      </FormField>
      <FormField
        label={t('apiTokens.form.expiresAt')}
        constraintText={t('apiTokens.form.expiresAtHint')}
        errorText={errorText.field(form.errors.expiresAt)}
      >
        <DatePickerInput
          value={form.values.expiresOn}
          onChange={(v) => form.set('expiresOn', v)}
          invalid={Boolean(form.errors.expiresAt)}
          ariaLabel={t('apiTokens.form.expiresAt')}
        />
      </FormField>
      <FormField
        label={t('apiTokens.form.ipAllowList')}
        constraintText={t('apiTokens.form.ipAllowListHint')}
        errorText={errorText.field(ipError)}
      >
        <Textarea
          value={ipText}
          rows={3}
          ariaLabel={t('apiTokens.form.ipAllowList')}
          invalid={Boolean(ipError)}
          onChange={({ detail }) => {
            setIpText(detail.value);
            form.set('ipText', detail.value);
          }}
        />
      </FormField>
    </FormModal>
  );
}
