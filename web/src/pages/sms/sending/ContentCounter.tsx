import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import { SMS_MAX_PARTS } from '@shared/rules/sms';
import { nonGsmList, type ContentCounter as Counted } from '../common/sms-counter';

/**
 * Under the content, as it is typed: characters, parts and encoding; which characters forced
 * UCS-2; a warning for a long (multi-part, each part billed) message and a refusal past the limit.
 */
export function ContentCounter({ counted }: { counted: Counted }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <SpaceBetween size="xxs">
      <Box fontSize="body-s" color="text-body-secondary">
        <span data-testid="sms-counter">
          {t('sms.counter.summary', {
            characters: number(counted.characters),
            parts: number(counted.parts),
            max: SMS_MAX_PARTS,
            encoding: counted.encoding,
          })}
        </span>
      </Box>
      {counted.encoding === 'UCS-2' && (
        <Box fontSize="body-s" color="text-body-secondary">
          <span data-testid="sms-non-gsm">{t('sms.counter.nonGsm', { chars: nonGsmList(counted.nonGsm), perPart: counted.perPart })}</span>
        </Box>
      )}
      {counted.level === 'long' && (
        <StatusIndicator type="warning">{t('sms.counter.long', { parts: counted.parts, perPart: counted.perPart })}</StatusIndicator>
      )}
      {counted.level === 'tooLong' && (
        <StatusIndicator type="error">{t('sms.counter.tooLong', { parts: counted.parts, max: SMS_MAX_PARTS })}</StatusIndicator>
      )}
    </SpaceBetween>
  );
}
