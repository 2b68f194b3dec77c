import type { TemplateSummary } from '@shared/schemas/templates';
import { api } from '@web/api';
import { apiKey, invalidate, useApiMutation } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { moveBody } from '../common/template-fields';

/** A change to one template changes the lists, the folder counts and that template's own answer. */
const changed = (id: string) => [apiKey('templates.list'), apiKey('templateFolders.list'), apiKey('templates.get', { id })];

/**
 * The writes of the template list: duplicate, freeze or unfreeze, move to a folder, delete. Each
 * says what it did (a notice); a failure is thrown for the caller to show where the user acted.
 */
export function useTemplateActions() {
  const duplicate = useApiMutation('templates.duplicate', { invalidates: (_, input) => changed(input.params.id) });
  const freeze = useApiMutation('templates.freeze', { invalidates: (_, input) => changed(input.params.id) });
  const remove = useApiMutation('templates.delete', { invalidates: (_, input) => changed(input.params.id) });

  return {
    duplicate: async (template: TemplateSummary) => {
      const copy = await duplicate.mutateAsync({ params: { id: template.id }, body: {} });
      pushNotice({ type: 'success', content: { key: 'templatePages.actions.duplicated', params: { name: copy.name } } }, 5000);
    },
    setFrozen: async (template: TemplateSummary, frozen: boolean) => {
      await freeze.mutateAsync({ params: { id: template.id }, body: { freeze: frozen } });
      const key = frozen ? 'templatePages.actions.frozenDone' : 'templatePages.actions.unfrozenDone';
      pushNotice({ type: 'success', content: { key, params: { name: template.name } } }, 5000);
    },
    /** templates.update takes the whole template: read it fresh, change the folder, save it guarded by when it was read. */
    move: async (template: TemplateSummary, dir: string | null) => {
      const full = await api('templates.get', { params: { id: template.id } });
      await api('templates.update', { params: { id: template.id }, body: moveBody(full, dir) });
      await invalidate(...changed(template.id));
      pushNotice({ type: 'success', content: { key: 'templatePages.actions.moved', params: { name: template.name } } }, 5000);
    },
    remove: async (template: TemplateSummary) => {
      await remove.mutateAsync({ params: { id: template.id } });
      pushNotice({ type: 'success', content: { key: 'templatePages.actions.deleted', params: { name: template.name } } }, 5000);
    },
  };
}
