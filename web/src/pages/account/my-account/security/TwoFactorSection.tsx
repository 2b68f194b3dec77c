import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { pushNotice } from '@web/app/notifications/notification-store';
import { TwoFactorDisableModal } from './TwoFactorDisableModal';
import { TwoFactorEnableModal } from './TwoFactorEnableModal';
import type { TranslationKey } from '@web/i18n';

/** Two-factor sign-in: its state, enrolment and turning it off. */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'enable' | 'disable' | null>(null);
  const done = (key: TranslationKey) => {
    setOpen(null);
    pushNotice({ type: 'success', content: { key } }, 8000);
    onChanged();
  };

  return (
    <Container
      header={
        <Header
          variant="h2"
          description={t('account.twoFactor.description')}
          actions={
            enabled ? (
              <Button onClick={() => setOpen('disable')}>{t('account.twoFactor.disable')}</Button>
            ) : (
              <Button variant="primary" onClick={() => setOpen('enable')}>
                {t('account.twoFactor.enable')}
              </Button>
            )
          }
        >
          {t('account.twoFactor.title')}
        </Header>
      }
    >
      <Box data-testid="two-factor-state">
        {enabled ? (
          <StatusIndicator type="success">{t('account.twoFactor.on')}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t('account.twoFactor.off')}</StatusIndicator>
        )}
      </Box>
      {open === 'enable' && <TwoFactorEnableModal onClose={() => setOpen(null)} onEnabled={() => done('account.twoFactor.enabled')} />}
      {open === 'disable' && <TwoFactorDisableModal onClose={() => setOpen(null)} onDisabled={() => done('account.twoFactor.disabled')} />}
    </Container>
  );
}
