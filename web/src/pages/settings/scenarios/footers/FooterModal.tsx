import Alert from '@cloudscape-design/components/alert';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Grid from '@cloudscape-design/components/grid';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { hasUnsubscribeLink } from '@shared/rules/footers';
import { FooterBody, MESSAGE_LANGUAGES, type Footer, type MessageLanguage } from '@shared/schemas/footers';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { useDiscardTexts } from '@web/pages/settings/users/common/use-discard-texts';
import { HtmlPreview } from '@web/pages/mailing/editor/HtmlPreview';

interface Props {
  /** The footer to edit; none to create one, starting from `start`. */
  footer?: Footer;
  start: { language: MessageLanguage; html: string };
  onSaved: () => void;
  onClose: () => void;
}

/** Creates or edits a footer: its name, language and HTML, with a live preview and the unsubscribe-link check. */
export function FooterModal({ footer, start, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const errorText = useErrorText();
  const form = useZodForm(FooterBody, {
    name: footer?.name ?? '',
    language: footer?.language ?? start.language,
    html: footer?.html ?? start.html,
    isDefault: footer?.isDefault ?? false,
  });
  const options = MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`footers.languages.${l}`) }));

  const submit = useModalSubmit(
    form,
    (body) => (footer ? api('footers.update', { params: { id: footer.id }, body }) : api('footers.create', { body })),
    (saved) => {
      onSaved();
      const removed = saved.sanitized?.removed ?? [];
      pushNotice(
        removed.length
          ? { type: 'warning', content: { key: 'footers.notices.sanitized', params: { name: saved.name, removed: removed.join(', ') } } }
          : { type: 'success', content: { key: 'footers.notices.saved', params: { name: saved.name } } },
        removed.length ? 20_000 : 6000,
      );
      onClose();
    },
  );

  return (
    <FormModal
      size="max"
      discardTexts={discardTexts}
      header={footer ? t('footers.editTitle') : t('footers.createTitle')}
      submitText={footer ? t('common.save') : t('footers.create')}
      {...submit}
      onClose={onClose}
    >
      <SpaceBetween size="m">
        <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 3 } }, { colspan: { default: 12, s: 3 } }]}>
          <TextField
            label={t('footers.fields.name')}
            autoFocus
            autoComplete="off"
            value={form.values.name}
            onChange={(v) => form.set('name', v)}
            errorText={errorText.field(form.errors.name)}
          />
          <FormField label={t('footers.fields.language')} errorText={errorText.field(form.errors.language)}>
            <Select
              selectedOption={options.find((o) => o.value === form.values.language) ?? null}
              onChange={({ detail }) => form.set('language', (detail.selectedOption.value ?? 'pl') as MessageLanguage)}
              options={options}
            />
          </FormField>
          <FormField label={t('footers.fields.default')}>
            <Checkbox
              checked={form.values.isDefault === true}
              disabled={footer?.isDefault}
              onChange={({ detail }) => form.set('isDefault', detail.checked)}
            >
              {t('footers.fields.defaultLabel')}
            </Checkbox>
          </FormField>
        </Grid>
        {!hasUnsubscribeLink(form.values.html) && (
          <Alert type="warning">{t('footers.noLinkWarning', { field: '{{ unsubscribe_url }}' })}</Alert>
        )}
        <Grid gridDefinition={[{ colspan: { default: 12, s: 6 } }, { colspan: { default: 12, s: 6 } }]}>
          <FormField
            label={t('footers.fields.html')}
            description={t('footers.fields.htmlHint', { field: '{{ unsubscribe_url }}' })}
            stretch
            errorText={errorText.field(form.errors.html)}
          >
            <div className="goniec-code">
              <Textarea
                value={form.values.html}
                onChange={({ detail }) => form.set('html', detail.value)}
                rows={14}
                spellcheck={false}
                invalid={Boolean(form.errors.html)}
                ariaLabel={t('footers.fields.html')}
              />
            </div>
          </FormField>
          <FormField label={t('footers.preview')} stretch>
            <HtmlPreview html={form.values.html} title={t('footers.preview')} />
          </FormField>
        </Grid>
      </SpaceBetween>
    </FormModal>
  );
}
