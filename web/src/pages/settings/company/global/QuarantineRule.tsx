import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { BOUNCES_TO_QUARANTINE, OTHER_BOUNCE_CODES, QUARANTINE_BOUNCE_CODES, QUARANTINE_DAYS } from '@shared/rules/quarantine';

/**
 * The quarantine rule (spec sections 4 and 9), read-only: its numbers and codes are the ones the
 * delivery applies (shared/rules/quarantine.ts), never typed here a second time.
 */
export function QuarantineRule() {
  const { t } = useTranslation();
  const numbers = { bounces: BOUNCES_TO_QUARANTINE, days: QUARANTINE_DAYS };
  return (
    <Container
      header={
        <Header variant="h2" description={t('companyGlobal.quarantineDescription')}>
          {t('companyGlobal.quarantine')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{t('companyGlobal.quarantineTemporary', numbers)}</Box>
        <Box variant="p">{t('companyGlobal.quarantinePermanent', numbers)}</Box>
        <Box variant="p">{t('companyGlobal.quarantineReset')}</Box>
        <Box variant="p">{t('companyGlobal.quarantineSms')}</Box>
        <div>
          <Box variant="awsui-key-label">{t('companyGlobal.quarantineCodes')}</Box>
          <Box variant="code" data-testid="quarantine-codes">
            {QUARANTINE_BOUNCE_CODES.join(', ')}
          </Box>
        </div>
        <div>
          <Box variant="awsui-key-label">{t('companyGlobal.otherCodes')}</Box>
          <Box variant="code">{OTHER_BOUNCE_CODES.join(', ')}</Box>
        </div>
      </SpaceBetween>
    </Container>
  );
}
