import { AdvancedFields } from '@web/common/content-editor/AdvancedFields';
import { ContentEditor } from '@web/common/content-editor/ContentEditor';
import { ContentTools } from '@web/common/content-editor/ContentTools';
import { withFooter } from './MailingFooterField';
import type { useMailingEditor } from './use-mailing-editor';

/** The mailing's content: advanced fields (utm, event) and the editor, previewed with the footer it will carry. */
export function MailingContentSection({ editor, footerHtml }: { editor: ReturnType<typeof useMailingEditor>; footerHtml?: string }) {
  const { form, mailing, readOnly } = editor;
  const content = form.values.content;
  return (
    <>
      <AdvancedFields value={content} onChange={editor.setContent} readOnly={readOnly} errors={form.errors} />
      <ContentEditor
        value={content}
        onChange={editor.setContent}
        readOnly={readOnly}
        subject={form.values.subject}
        language={form.values.language}
        fallbackHtml={withFooter(content.mode === 'html' ? content.html : (mailing?.html ?? ''), footerHtml)}
        storedHtml={mailing?.html ?? ''}
        errors={form.errors}
        revision={editor.revision}
        actions={
          <ContentTools
            owner={mailing ? { kind: 'mailing', id: mailing.id } : undefined}
            current={content}
            onRestore={editor.restore}
            saveFirst={editor.saveFirst}
            disabled={readOnly}
          />
        }
      />
    </>
  );
}
