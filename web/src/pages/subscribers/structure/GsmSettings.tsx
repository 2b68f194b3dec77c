import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { apiKey, useApiMutation } from '@web/api/query';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';

interface Props {
  allowOtherGsmPrefixes: boolean;
  onSaved: (allowOtherGsmPrefixes: boolean) => void;
}

/** Spec section 5: GSM numbers must start with 48 unless the account allows other prefixes. */
export function GsmSettings({ allowOtherGsmPrefixes, onSaved }: Props) {
  const { t } = useTranslation();
  const { busy, run } = useSubmission<'save'>({
    claim: (e) => {
      notifyError(e);
      return true;
    },
  });
  // Every page that reads the structure settings (the subscriber forms' GSM check) reads them again.
  const saveSettings = useApiMutation('properties.saveSettings', { invalidates: [apiKey('properties.settings')] });
  const save = async (allow: boolean) => {
    const saved = await run('save', () => saveSettings.mutateAsync({ body: { allowOtherGsmPrefixes: allow } }));
    if (!saved) return;
    onSaved(saved.allowOtherGsmPrefixes);
    pushNotice({ type: 'success', content: { key: 'structure.settings.saved' } }, 5000);
  };
  return (
    <Container
      header={
        <Header variant="h2" description={t('structure.settings.description')}>
          {t('structure.settings.title')}
        </Header>
      }
    >
      <Toggle
        checked={allowOtherGsmPrefixes}
        disabled={busy !== null}
        onChange={({ detail }) => void save(detail.checked)}
        description={t('structure.settings.gsmHint')}
      >
        {t('structure.settings.gsm')}
      </Toggle>
    </Container>
  );
}
