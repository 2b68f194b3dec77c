import { useTranslation } from 'react-i18next';
import type { DiscardTexts } from '@web/common/FormModal';

/** How the users area's form modals ask before dropping unsaved input. */
export function useDiscardTexts(): DiscardTexts {
  const { t } = useTranslation();
  return { message: t('usersAdmin.discard.message'), keep: t('usersAdmin.discard.keep'), confirm: t('usersAdmin.discard.confirm') };
}
