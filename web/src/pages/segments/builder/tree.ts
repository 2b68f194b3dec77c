import { MAX_CONDITIONS, MAX_DEPTH } from '@shared/segments/model';
import type { GroupInput, NodeInput } from './draft';

/**
 * Editing the builder's tree by path: the indices of the children leading to a node from the root
 * ([] is the root group, [1, 0] the first child of the root's second child). Every operation
 * answers a new tree and leaves the old one as it was.
 */
export type Path = readonly number[];

/** The path as checkSegmentTree and the API name it: "children.1.children.0" ('' for the root). */
export const pathKey = (path: Path): string => path.map((i) => `children.${i}`).join('.');

/** A part of the node at `path`: "children.1.value", or "value" on the root. */
export const partKey = (path: Path, part: string): string => (path.length ? `${pathKey(path)}.${part}` : part);

export function nodeAt(root: GroupInput, path: Path): NodeInput | undefined {
  let node: NodeInput = root;
  for (const index of path) {
    if (node.kind !== 'group') return undefined;
    const child: NodeInput | undefined = node.children[index];
    if (!child) return undefined;
    node = child;
  }
  return node;
}

/** Replaces the node at `path` with what `update` makes of it; a path that leads nowhere changes nothing. */
export function updateAt(root: GroupInput, path: Path, update: (node: NodeInput) => NodeInput): GroupInput {
  const visit = (node: NodeInput, depth: number): NodeInput => {
    if (depth === path.length) return update(node);
    if (node.kind !== 'group') return node;
    const index = path[depth]!;
    if (index < 0 || index >= node.children.length) return node;
    const children = node.children.map((child, i) => (i === index ? visit(child, depth + 1) : child));
    return { ...node, children };
  };
  const next = visit(root, 0);
  return next.kind === 'group' ? next : root;
}

/** Changes the group at `path` (nothing, when the node there is a condition). */
function updateGroup(root: GroupInput, path: Path, update: (group: GroupInput) => GroupInput): GroupInput {
  return updateAt(root, path, (node) => (node.kind === 'group' ? update(node) : node));
}

/** Adds a child at the end of the group at `groupPath`. */
export const addChild = (root: GroupInput, groupPath: Path, child: NodeInput): GroupInput =>
  updateGroup(root, groupPath, (group) => ({ ...group, children: [...group.children, child] }));

/** Removes the node at `path` (the root stays). */
export function removeAt(root: GroupInput, path: Path): GroupInput {
  if (path.length === 0) return root;
  const index = path[path.length - 1]!;
  return updateGroup(root, path.slice(0, -1), (group) => ({ ...group, children: group.children.filter((_, i) => i !== index) }));
}

/** Moves the node at `path` one place up (-1) or down (+1) among its siblings; at an end it stays. */
export function moveAt(root: GroupInput, path: Path, delta: -1 | 1): GroupInput {
  if (path.length === 0) return root;
  const index = path[path.length - 1]!;
  return updateGroup(root, path.slice(0, -1), (group) => {
    const target = index + delta;
    if (target < 0 || target >= group.children.length) return group;
    const children = [...group.children];
    [children[index], children[target]] = [children[target]!, children[index]!];
    return { ...group, children };
  });
}

/** Whether the node at `path` can move that way. */
export function canMove(root: GroupInput, path: Path, delta: -1 | 1): boolean {
  if (path.length === 0) return false;
  const parent = nodeAt(root, path.slice(0, -1));
  const target = path[path.length - 1]! + delta;
  return parent?.kind === 'group' && target >= 0 && target < parent.children.length;
}

/** How deep the group at `path` is (the root is depth 1, as MAX_DEPTH counts). */
export const groupDepth = (path: Path): number => path.length + 1;

/** Whether the group at `path` may hold another group (MAX_DEPTH). */
export const canNestGroup = (path: Path): boolean => groupDepth(path) < MAX_DEPTH;

export function countConditions(node: NodeInput): number {
  return node.kind === 'condition' ? 1 : node.children.reduce((sum, child) => sum + countConditions(child), 0);
}

/** Whether one more condition fits (MAX_CONDITIONS). */
export const canAddCondition = (root: GroupInput): boolean => countConditions(root) < MAX_CONDITIONS;

/** The key of every node, with the path it is at now. */
export function pathsByKey(root: GroupInput): Map<string, Path> {
  const out = new Map<string, Path>();
  const visit = (node: NodeInput, path: Path) => {
    out.set(node.key, path);
    if (node.kind === 'group') node.children.forEach((child, i) => visit(child, [...path, i]));
  };
  visit(root, []);
  return out;
}
