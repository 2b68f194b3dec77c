import type { TemplateSummary } from '@shared/schemas/templates';

/** What the user can do to a template from the list. */
export type TemplateAction = 'edit' | 'newMailing' | 'duplicate' | 'freeze' | 'unfreeze' | 'move' | 'delete';

export interface TemplateMenuItem {
  id: TemplateAction;
  /** Why it cannot be done now: shown next to the greyed-out item (a translation key's last part). */
  disabledReason?: 'inUse' | 'frozenReason';
}

/**
 * The menu of one template. Delete is there but disabled with its reason when a sending used the
 * template (canDelete false, TEMPLATE_IN_USE) or it is frozen (TEMPLATE_FROZEN); a frozen one is
 * not moved either. A new mailing needs PERM_MNOWY on top of the list's permission.
 */
export function templateMenu(template: Pick<TemplateSummary, 'freeze' | 'canDelete'>, mayStartMailing: boolean): TemplateMenuItem[] {
  const frozen = template.freeze ? { disabledReason: 'frozenReason' as const } : {};
  return [
    { id: 'edit', ...frozen },
    ...(mayStartMailing ? [{ id: 'newMailing' as const }] : []),
    { id: 'duplicate' },
    { id: template.freeze ? 'unfreeze' : 'freeze' },
    { id: 'move', ...frozen },
    template.canDelete ? { id: 'delete', ...frozen } : { id: 'delete', disabledReason: 'inUse' },
  ];
}
