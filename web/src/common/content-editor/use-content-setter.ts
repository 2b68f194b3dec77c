import { useEffect, useRef, useState } from 'react';
import { AUTOSAVE_HEADER } from '@shared/rules/templates';
import type { RestorePoint } from '@shared/schemas/templates';
import { useAutosave } from './ContentTools';
import { draftOfContent, type ContentDraft } from './types';

/**
 * Patches the content without losing a change: two patches in one tick (the canvas reporting its
 * MJML as it closes, right after a switch to HTML) each start from the other's result, not from the
 * content of the last render.
 */
export function useContentSetter(content: ContentDraft, set: (content: ContentDraft) => void) {
  const pending = useRef<ContentDraft | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [content]);
  return (patch: Partial<ContentDraft>) => {
    const next = { ...(pending.current ?? content), ...patch };
    pending.current = next;
    set(next);
  };
}

/** What a save sends beside its body: a timed save says so, and its restore point is an autosave. */
export interface SaveMarks {
  headers?: Record<string, string>;
}
const AUTOSAVE: SaveMarks = { headers: { [AUTOSAVE_HEADER]: '1' } };

/** The form fields the editing session touches (a mailing's and a template's form alike). */
interface EditedForm {
  values: { content: ContentDraft };
  dirty: boolean;
  set(field: 'content', value: ContentDraft): void;
  set(field: 'subject', value: string): void;
}

/**
 * What the mailing page and the template page share around the editor: patching the content,
 * loading a restore point unsaved (a new revision remounts the editors on it), saving before a test
 * send (what is sent is what is saved), and the autosave while there are unsaved changes.
 */
export function useEditingSession(form: EditedForm, save: (marks?: SaveMarks) => Promise<unknown>, autosave: boolean) {
  const [revision, setRevision] = useState(0);
  const setContent = useContentSetter(form.values.content, (content) => form.set('content', content));
  const restore = (point: RestorePoint) => {
    form.set('content', draftOfContent(point.content));
    if (point.subject !== undefined) form.set('subject', point.subject);
    setRevision((r) => r + 1);
  };
  const saveFirst = async () => (form.dirty ? (await save()) !== null : true);
  useAutosave(autosave, form.dirty, () => save(AUTOSAVE));
  return { setContent, restore, revision, saveFirst };
}
