import { describe, expect, it } from 'vitest';
import { MAX_CONDITIONS, MAX_DEPTH } from '@shared/segments/model';
import { newCondition, newGroup, type ConditionInput, type GroupInput } from './draft';
import {
  addChild,
  canAddCondition,
  canMove,
  canNestGroup,
  countConditions,
  groupDepth,
  moveAt,
  nodeAt,
  partKey,
  pathKey,
  pathsByKey,
  removeAt,
  updateAt,
} from './tree';

const cond = (target: string): ConditionInput => ({ ...newCondition(), source: 'field', target });
const targets = (g: GroupInput) => g.children.map((c) => (c.kind === 'condition' ? c.target : `group:${c.op}`));

function sample(): GroupInput {
  return { ...newGroup('and', []), children: [cond('email'), { ...newGroup('or', [cond('name'), cond('source')]) }, cond('comment')] };
}

describe('paths', () => {
  it('are named as checkSegmentTree and the API name them', () => {
    expect(pathKey([])).toBe('');
    expect(pathKey([1, 0])).toBe('children.1.children.0');
    expect(partKey([1, 0], 'value')).toBe('children.1.children.0.value');
    expect(partKey([], 'children')).toBe('children');
  });

  it('lead to nodes, and nowhere past a condition or an end', () => {
    const root = sample();
    expect(nodeAt(root, [])).toBe(root);
    expect((nodeAt(root, [1, 1]) as ConditionInput).target).toBe('source');
    expect(nodeAt(root, [0, 0])).toBeUndefined();
    expect(nodeAt(root, [5])).toBeUndefined();
  });

  it('are known for every key', () => {
    const root = sample();
    const paths = pathsByKey(root);
    expect(paths.get(root.key)).toEqual([]);
    expect(paths.get(nodeAt(root, [1, 1])!.key)).toEqual([1, 1]);
    expect(paths.size).toBe(6);
  });
});

describe('editing', () => {
  it('adds at the end of a group and leaves the old tree alone', () => {
    const root = sample();
    const next = addChild(root, [1], cond('gsm'));
    expect(targets(nodeAt(next, [1]) as GroupInput)).toEqual(['name', 'source', 'gsm']);
    expect(targets(nodeAt(root, [1]) as GroupInput)).toEqual(['name', 'source']);
    // Adding "into" a condition changes nothing.
    expect(addChild(root, [0], cond('gsm'))).toEqual(root);
  });

  it('updates one node and keeps the others as they were (same objects)', () => {
    const root = sample();
    const next = updateAt(root, [1, 0], (n) => ({ ...n, target: 'gsm' }) as ConditionInput);
    expect((nodeAt(next, [1, 0]) as ConditionInput).target).toBe('gsm');
    expect(next.children[0]).toBe(root.children[0]);
    expect(updateAt(root, [9, 9], () => cond('x'))).toEqual(root);
  });

  it('removes a node (never the root)', () => {
    const root = sample();
    expect(targets(removeAt(root, [1]))).toEqual(['email', 'comment']);
    expect(targets(nodeAt(removeAt(root, [1, 0]), [1]) as GroupInput)).toEqual(['source']);
    expect(removeAt(root, [])).toBe(root);
  });

  it('moves a node up and down among its siblings, keeping its key, and stays put at the ends', () => {
    const root = sample();
    const key = root.children[2]!.key;
    const up = moveAt(root, [2], -1);
    expect(targets(up)).toEqual(['email', 'comment', 'group:or']);
    expect(up.children[1]!.key).toBe(key);
    expect(targets(moveAt(root, [0], 1))).toEqual(['group:or', 'email', 'comment']);
    expect(moveAt(root, [0], -1)).toEqual(root);
    expect(moveAt(root, [2], 1)).toEqual(root);
    expect(targets(nodeAt(moveAt(root, [1, 1], -1), [1]) as GroupInput)).toEqual(['source', 'name']);
    expect([canMove(root, [0], -1), canMove(root, [0], 1), canMove(root, [2], 1), canMove(root, [], 1)]).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });
});

describe('limits', () => {
  it('nest groups down to MAX_DEPTH', () => {
    expect(groupDepth([])).toBe(1);
    expect(canNestGroup(Array.from({ length: MAX_DEPTH - 2 }, () => 0))).toBe(true);
    expect(canNestGroup(Array.from({ length: MAX_DEPTH - 1 }, () => 0))).toBe(false);
  });

  it('count conditions across groups up to MAX_CONDITIONS', () => {
    expect(countConditions(sample())).toBe(4);
    const full: GroupInput = { ...newGroup('and', []), children: Array.from({ length: MAX_CONDITIONS }, () => cond('email')) };
    expect(canAddCondition(sample())).toBe(true);
    expect(canAddCondition(full)).toBe(false);
  });
});
