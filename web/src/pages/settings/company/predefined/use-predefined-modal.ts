import { useTranslation } from 'react-i18next';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useModalSubmit } from '@web/common/use-modal-submit';
import type { ZodForm } from '@web/common/use-zod-form';
import type { PredefinedSection } from './PredefinedTable';

/**
 * The FormModal props of a predefined entry's add or edit modal (`<FormModal {...modal}>`): its
 * texts under `predefined.<section>`, and a save that refreshes the list, says so and closes.
 */
export function usePredefinedModal<V extends object, O, R extends { name: string }>(
  section: PredefinedSection,
  form: ZodForm<V, O>,
  editing: boolean,
  save: (body: O) => Promise<R>,
  onClose: () => void,
) {
  const { t } = useTranslation();
  const submit = useModalSubmit(form, save, async (saved) => {
    await invalidate(apiKey(`${section}.list`));
    pushNotice(
      { type: 'success', content: { key: `predefined.${section}.${editing ? 'saved' : 'added'}`, params: { name: saved.name } } },
      5000,
    );
    onClose();
  });
  return {
    ...submit,
    header: t(`predefined.${section}.${editing ? 'editHeader' : 'addHeader'}`),
    submitText: t('predefined.save'),
    // How the predefined tab's form modals ask before dropping unsaved input.
    discardTexts: {
      message: t('predefined.discard.message'),
      keep: t('predefined.discard.keep'),
      confirm: t('predefined.discard.confirm'),
    },
    onClose,
  };
}
