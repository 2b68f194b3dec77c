import { useTranslation } from 'react-i18next';
import type { DiscardTexts } from '@web/common/FormModal';

/** How the predefined tab's form modals ask before dropping unsaved input. */
export function useDiscardTexts(): DiscardTexts {
  const { t } = useTranslation();
  return { message: t('predefined.discard.message'), keep: t('predefined.discard.keep'), confirm: t('predefined.discard.confirm') };
}
