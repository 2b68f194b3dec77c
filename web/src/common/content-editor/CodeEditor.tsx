import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { html } from '@codemirror/lang-html';
import { useMergeScope } from './merge-targets';

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  readOnly: boolean;
  label: string;
}

/** The HTML mode: CodeMirror 6 with HTML highlighting, loaded with the editor's own chunk. */
export default function CodeEditor({ value, onChange, readOnly, label }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const scope = useMergeScope();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    if (!host.current) return;
    const target = {
      insert: (token: string) => {
        const v = view.current;
        if (!v || readOnly) return false;
        v.dispatch(v.state.replaceSelection(token));
        return true;
      },
    };
    const made = new EditorView({
      parent: host.current,
      doc: value,
      extensions: [
        basicSetup,
        html(),
        EditorView.lineWrapping,
        EditorView.editable.of(!readOnly),
        EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'html-editor' }),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) latest.current(u.state.doc.toString());
          if (u.focusChanged && u.view.hasFocus) scope.activate(target);
        }),
      ],
    });
    view.current = made;
    return () => {
      view.current = null;
      made.destroy();
    };
    // Made once; a value from outside (restore, mode switch) is taken in below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => {
    const v = view.current;
    if (v && v.state.doc.toString() !== value) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: value } });
  }, [value]);

  return <div className="goniec-code-editor" ref={host} />;
}
