import { describe, expect, it } from 'vitest';
import type { FieldError } from '@shared/errors';
import { newCondition, newGroup, type GroupInput } from './draft';
import { nodePathOf, splitServerErrors, visibleTreeErrors } from './errors';

describe('tree problems', () => {
  it('belong to the node their path names', () => {
    expect(nodePathOf('children.1.window.days')).toBe('children.1');
    expect(nodePathOf('children.1.children.0.value')).toBe('children.1.children.0');
    expect(nodePathOf('children.2.children')).toBe('children.2');
    expect(nodePathOf('children.2')).toBe('children.2');
    expect(nodePathOf('children')).toBe('');
    expect(nodePathOf('')).toBe('');
  });

  it('show for nodes worked on, all after a save was tried, and the server’s in place of the builder’s', () => {
    const first = newCondition();
    const inner = newGroup('or', []);
    const tree: GroupInput = { ...newGroup('and', []), children: [first, inner] };
    const errors: FieldError[] = [
      { path: 'children.0.source', code: 'SEGMENT_MISSING_TARGET' },
      { path: 'children.1.children', code: 'SEGMENT_MISSING_CHILDREN' },
    ];
    expect([...visibleTreeErrors(tree, errors, [], () => false).keys()]).toEqual([]);
    expect([...visibleTreeErrors(tree, errors, [], (key) => key === inner.key).keys()]).toEqual(['children.1.children']);
    expect([...visibleTreeErrors(tree, errors, [], () => true).keys()]).toEqual(['children.0.source', 'children.1.children']);
    const server = [{ path: 'children.0.source', code: 'SEGMENT_SPEC_NOT_FOUND' as const }];
    expect(visibleTreeErrors(tree, errors, server, () => false).get('children.0.source')?.code).toBe('SEGMENT_SPEC_NOT_FOUND');
  });

  it('from the API lose their "conditions." prefix', () => {
    const { tree, other } = splitServerErrors([
      { path: 'conditions.children.0.target', code: 'SEGMENT_SPEC_NOT_FOUND' },
      { path: 'conditions', code: 'SEGMENT_STRUCTURE_INVALID' },
      { path: 'name', code: 'VALIDATION_TOO_SHORT' },
    ]);
    expect(tree.map((e) => e.path)).toEqual(['children.0.target', '']);
    expect(other.map((e) => e.path)).toEqual(['name']);
  });
});
