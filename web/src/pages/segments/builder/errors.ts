import type { FieldError } from '@shared/errors';
import type { GroupInput } from './draft';
import { pathKey, pathsByKey } from './tree';

/** The node a problem's path is about: "children.1.window.days" → "children.1" (the root is ''). */
export function nodePathOf(errorPath: string): string {
  const match = /^(?:children\.\d+(?:\.|$))*/.exec(errorPath)?.[0] ?? '';
  return match.endsWith('.') ? match.slice(0, -1) : match;
}

/**
 * The problems of the tree to show now, by path: every one after a save was tried, otherwise only
 * those of nodes the user has worked on (a condition just added does not start out in red). Server
 * answers (paths without their "conditions." prefix) take the place of the builder's own at a path.
 */
export function visibleTreeErrors(
  tree: GroupInput,
  errors: readonly FieldError[],
  server: readonly FieldError[],
  shown: (key: string) => boolean,
): Map<string, FieldError> {
  const keys = new Map([...pathsByKey(tree)].map(([key, path]) => [pathKey(path), key]));
  const out = new Map<string, FieldError>();
  for (const error of errors) {
    const key = keys.get(nodePathOf(error.path));
    if (key !== undefined && shown(key) && !out.has(error.path)) out.set(error.path, error);
  }
  for (const error of server) out.set(error.path, error);
  return out;
}

/** A server's field errors about the tree, with paths as the builder names them; the others stay apart. */
export function splitServerErrors(errors: readonly FieldError[]): { tree: FieldError[]; other: FieldError[] } {
  const tree: FieldError[] = [];
  const other: FieldError[] = [];
  for (const error of errors) {
    if (error.path === 'conditions') tree.push({ ...error, path: '' });
    else if (error.path.startsWith('conditions.')) tree.push({ ...error, path: error.path.slice('conditions.'.length) });
    else other.push(error);
  }
  return { tree, other };
}
