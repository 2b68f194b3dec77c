import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useErrorText } from '@web/common/use-error-text';
import type { SectionProps } from '../types';
import { DelayField } from './DelayField';

/** Welcome: to each new subscriber once, at once or after a delay, until the mailing is paused or cancelled. */
export default function WelcomeSection({ value, onChange, errors }: SectionProps<'welcome'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const delayError = errors.find((e) => e.path === 'delay' || e.path.startsWith('delay.'));
  return (
    <SpaceBetween size="m">
      <Box variant="p">{t('campaignTriggers.welcome.explain')}</Box>
      <DelayField
        value={value.delay}
        errorText={errorText.field(delayError)}
        onChange={(delay) => onChange(delay ? { type: 'welcome', delay } : { type: 'welcome' })}
      />
    </SpaceBetween>
  );
}
