import { useState } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Alert from '@cloudscape-design/components/alert';
import { useTranslation } from 'react-i18next';
import { DATE_FORMATS, LANGUAGES, THEMES } from '@shared/constants';
import type { Prefs } from '@shared/schemas/user';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { pushNotice } from '../notifications/notification-store';
import { savePrefs } from '../preferences/prefs';
import { useCurrentUser } from '../session/session-store';

/** Language, theme and date format, saved to the user's profile. */
export function PreferencesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errors = useErrorText();
  const user = useCurrentUser();
  const [prefs, setPrefs] = useState<Prefs>(user.prefs);
  const { busy, error, run } = useSubmission<'saving'>();

  const save = () =>
    run(
      'saving',
      async () => {
        await savePrefs(prefs);
        pushNotice({ type: 'success', content: { key: 'preferences.saved' } }, 5000);
        onClose();
      },
      // The modal closes on success: no flash of an enabled button first.
      { keepBusy: true },
    );

  return (
    <Modal
      visible
      onDismiss={onClose}
      header={t('preferences.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          confirmText={t('common.save')}
          onConfirm={() => void save()}
          loading={busy !== null}
        />
      }
    >
      <SpaceBetween size="l">
        {error !== null && <Alert type="error">{errors.describe(error)}</Alert>}
        <FormField label={t('preferences.language')}>
          <RadioGroup
            value={prefs.language}
            onChange={({ detail }) => setPrefs({ ...prefs, language: detail.value as Prefs['language'] })}
            items={LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
          />
        </FormField>
        <FormField label={t('preferences.theme')}>
          <RadioGroup
            value={prefs.theme}
            onChange={({ detail }) => setPrefs({ ...prefs, theme: detail.value as Prefs['theme'] })}
            items={THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) }))}
          />
        </FormField>
        <FormField label={t('preferences.dateFormat')}>
          <RadioGroup
            value={prefs.date_format}
            onChange={({ detail }) => setPrefs({ ...prefs, date_format: detail.value as Prefs['date_format'] })}
            items={DATE_FORMATS.map((format) => ({ value: format, label: format }))}
          />
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
