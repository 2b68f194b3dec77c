import { useTranslation } from 'react-i18next';
import type { DiscardTexts } from '@web/common/FormModal';

/** How the subscriber area's form modals ask before dropping unsaved input. */
export function useDiscardTexts(): DiscardTexts {
  const { t } = useTranslation();
  return { message: t('subscribers.discard.message'), keep: t('subscribers.discard.keep'), confirm: t('subscribers.discard.confirm') };
}
