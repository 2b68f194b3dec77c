import { createContext, useContext, useEffect, useMemo, useRef, type FocusEvent, type ReactNode } from 'react';

/** Somewhere a merge field can go: returns false when it cannot take one now (nothing selected). */
export interface MergeTarget {
  insert: (token: string) => boolean;
}

interface MergeScope {
  /** The target the user was last in (a field, the code editor, the visual editor's selection). */
  activate: (target: MergeTarget | null) => void;
  insert: (token: string) => boolean;
}

const Scope = createContext<MergeScope | null>(null);

/**
 * The merge-field picker inserts where the user was last working: clicking the picker moves focus
 * to it, so each field says when it is entered and the scope remembers it.
 */
export function MergeTargetScope({ children }: { children: ReactNode }) {
  const active = useRef<MergeTarget | null>(null);
  const scope = useMemo<MergeScope>(
    () => ({
      activate: (target) => {
        active.current = target;
      },
      insert: (token) => active.current?.insert(token) ?? false,
    }),
    [],
  );
  return <Scope.Provider value={scope}>{children}</Scope.Provider>;
}

export function useMergeScope(): MergeScope {
  return useContext(Scope) ?? { activate: () => undefined, insert: () => false };
}

/**
 * Wraps a text input (Cloudscape's Input or Textarea) as a target: the wrapper hears the focus of
 * the native element inside, whose caret stays put after it loses focus to the picker.
 */
export function useInputTarget(value: string, set: (value: string) => void) {
  const scope = useMergeScope();
  const latest = useRef({ value, set });
  useEffect(() => {
    latest.current = { value, set };
  });
  return {
    onFocusCapture: (event: FocusEvent<HTMLElement>) => {
      const el = event.target;
      if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)) return;
      scope.activate({
        insert: (token) => {
          if (el.disabled || el.readOnly) return false;
          const { value: current, set: setValue } = latest.current;
          const start = el.selectionStart ?? current.length;
          const end = el.selectionEnd ?? start;
          setValue(current.slice(0, start) + token + current.slice(end));
          return true;
        },
      });
    },
  };
}

/** A merge field as written in content: with its fallback when the subscriber has no value. */
export const mergeToken = (name: string, fallback?: string) =>
  fallback ? `{{ ${name} | default: "${fallback.replace(/"/g, '')}" }}` : `{{ ${name} }}`;
