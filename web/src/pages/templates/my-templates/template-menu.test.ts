import { describe, expect, it } from 'vitest';
import { templateMenu } from './template-menu';

describe('templateMenu', () => {
  it('offers everything for a template free to change', () => {
    expect(templateMenu({ freeze: false, canDelete: true }, true)).toEqual([
      { id: 'edit' },
      { id: 'newMailing' },
      { id: 'duplicate' },
      { id: 'freeze' },
      { id: 'move' },
      { id: 'delete' },
    ]);
  });

  it('keeps delete in view but disabled, saying why, once a sending used the template', () => {
    expect(templateMenu({ freeze: false, canDelete: false }, true).at(-1)).toEqual({ id: 'delete', disabledReason: 'inUse' });
  });

  it('lets a frozen template be unfrozen, duplicated and used, not changed, moved or deleted', () => {
    const menu = templateMenu({ freeze: true, canDelete: true }, true);
    expect(menu.filter((i) => !i.disabledReason).map((i) => i.id)).toEqual(['newMailing', 'duplicate', 'unfreeze']);
    expect(menu.find((i) => i.id === 'delete')?.disabledReason).toBe('frozenReason');
  });

  it('leaves out the new mailing for a user who may not start one', () => {
    expect(templateMenu({ freeze: false, canDelete: true }, false).map((i) => i.id)).not.toContain('newMailing');
  });
});
