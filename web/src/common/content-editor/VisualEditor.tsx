import { useEffect, useRef, type MutableRefObject } from 'react';
import grapesjs, { type Asset, type AssetsCustomData, type Component, type Editor } from 'grapesjs';
import mjmlModule from 'grapesjs-mjml';
import mjmlPl from 'grapesjs-mjml/locale/pl';
import grapesPl from 'grapesjs/locale/pl';
// Only this lazily loaded chunk carries GrapesJS and its styles: the rest of the app never pays for them.
import 'grapesjs/dist/css/grapes.min.css';
import { useMergeScope } from './merge-targets';

/** What the content editor asks of the canvas: the HTML the MJML compiles to (mjml-browser, the server's mjml version). */
export interface VisualHandle {
  toHtml: () => string;
}

export interface VisualEditorProps {
  handleRef?: MutableRefObject<VisualHandle | null>;
  mjml: string;
  onChange: (mjml: string) => void;
  readOnly: boolean;
  /** Opens the image library; its choice becomes the image's src. */
  pickImage: (select: (url: string) => void) => void;
  labels: { video: string; section: string; blocks: string };
  /** The user's language: GrapesJS and its MJML plugin speak Polish too. */
  language: string;
}

// grapesjs-mjml and the locales ship CommonJS: the bundler hands over either the value or a module holding it.
const unwrap = <T,>(m: T): T => (m as unknown as { default?: T }).default ?? m;
const mjmlPlugin = unwrap(mjmlModule);

/** A video thumbnail: an image linking to the video (mail clients play no video), with a play mark. */
const VIDEO_BLOCK = `<mj-section><mj-column>
  <mj-image src="https://placehold.co/600x338/1f2937/ffffff/png?text=%E2%96%B6" alt="Video" href="https://www.youtube.com/" />
</mj-column></mj-section>`;
const SECTION_BLOCK = `<mj-section padding="20px 0"><mj-column><mj-text>Section</mj-text></mj-column></mj-section>`;

/** Text components take a merge field at the caret while edited, at their end otherwise; links in their href. */
function insertInto(editor: Editor, token: string): boolean {
  const editing = editor.getEditing();
  if (editing) {
    const rte = editor.RichTextEditor.globalRte;
    if (rte) {
      rte.insertHTML(token);
      return true;
    }
  }
  const selected: Component | undefined = editor.getSelected();
  if (!selected) return false;
  const type = selected.get('type') ?? '';
  if (['mj-button', 'mj-image', 'mj-social-element', 'link'].includes(type)) {
    const href = String(selected.getAttributes().href ?? '');
    selected.addAttributes({ href: href + token });
    return true;
  }
  if (type === 'mj-text' || type === 'text') {
    selected.append({ type: 'textnode', content: ` ${token}` });
    return true;
  }
  return false;
}

/**
 * The visual mode: GrapesJS with grapesjs-mjml (as Mautic's builder). Its stored source is the MJML
 * `getHtml()` gives; the server compiles that with the same mjml version the canvas runs.
 */
export default function VisualEditor({ mjml, onChange, readOnly, pickImage, labels, handleRef, language }: VisualEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const blocks = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Editor | null>(null);
  const scope = useMergeScope();
  const latest = useRef({ onChange, pickImage, mjml });
  useEffect(() => {
    latest.current = { onChange, pickImage, mjml };
  });

  useEffect(() => {
    if (!host.current || !blocks.current) return;
    const editor = grapesjs.init({
      container: host.current,
      height: '680px',
      storageManager: false,
      fromElement: false,
      components: latest.current.mjml,
      blockManager: { appendTo: blocks.current },
      assetManager: { custom: true },
      i18n: { locale: language === 'pl' ? 'pl' : 'en', detectLocale: false, localeFallback: 'en', messages: { pl: unwrap(grapesPl) } },
      plugins: [(e) => mjmlPlugin(e, { resetDevices: true, i18n: { pl: unwrap(mjmlPl) } })],
    });
    editorRef.current = editor;
    if (handleRef)
      handleRef.current = {
        toHtml: () => (editor.runCommand('mjml-code-to-html') as { html?: string } | undefined)?.html ?? '',
      };
    editor.BlockManager.add('goniec-section', { label: labels.section, category: 'mjml', content: SECTION_BLOCK, media: '▭' });
    editor.BlockManager.add('goniec-video', { label: labels.video, category: 'mjml', content: VIDEO_BLOCK, media: '▶' });
    editor.on('asset:custom', (props: AssetsCustomData) => {
      if (!props.open) return;
      latest.current.pickImage((url) => {
        props.select(editor.AssetManager.add(url) as Asset, true);
        props.close();
      });
    });
    // GrapesJS writes the MJML its own way (attribute order, spacing): what it reads back from the
    // loaded source is the baseline, so opening a mailing is not a change (no leave prompt, no autosave).
    let last = editor.getHtml();
    const reportChange = () => {
      const next = editor.getHtml();
      if (next === last) return;
      last = next;
      latest.current.onChange(next);
    };
    editor.on('update', reportChange);
    const target = { insert: (token: string) => insertInto(editor, token) };
    editor.on('component:selected', () => scope.activate(target));
    return () => {
      editorRef.current = null;
      if (handleRef) handleRef.current = null;
      // Closing is no edit: the canvas must not report its MJML over a switch to HTML.
      editor.off('update', reportChange);
      editor.destroy();
    };
    // The editor is made once per mount: the key of the element restarts it for a restored source.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = editorRef.current;
    if (editor) editor.Commands[readOnly ? 'run' : 'stop']('core:preview');
  }, [readOnly]);

  return (
    <div className="goniec-visual-editor" data-testid="visual-editor">
      <div className="goniec-visual-blocks" ref={blocks} aria-label={labels.blocks} />
      <div className="goniec-visual-canvas" ref={host} />
    </div>
  );
}
