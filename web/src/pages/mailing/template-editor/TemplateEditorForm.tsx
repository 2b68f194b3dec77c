import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@shared/schemas/footers';
import type { Template } from '@shared/schemas/templates';
import { useApiQuery } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { AdvancedFields } from '@web/common/content-editor/AdvancedFields';
import { ContentEditor } from '@web/common/content-editor/ContentEditor';
import { ContentTools } from '@web/common/content-editor/ContentTools';
import { MergeTargetScope, useInputTarget } from '@web/common/content-editor/merge-targets';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { PairsEditor } from './PairsEditor';
import { useTemplateEditor } from './use-template-editor';

export function TemplateEditorForm({ initial }: { initial: Template }) {
  return (
    <MergeTargetScope>
      <TemplateFields initial={initial} />
    </MergeTargetScope>
  );
}

/** A template's own fields (spec section 3: name, description, folder, tags, headers) and its content. */
function TemplateFields({ initial }: { initial: Template }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const can = useCan();
  const editor = useTemplateEditor(initial);
  const { form, template, readOnly } = editor;
  const v = form.values;
  const folders = useApiQuery('templateFolders.list', {}, { enabled: can(routes['templateFolders.list'].permission) });
  const folderOptions = [
    { value: '', label: t('editor.template.noFolder') },
    ...(folders.data?.items ?? []).map((f) => ({ value: f.id, label: f.name })),
  ];
  const languageOptions = [
    { value: '', label: t('editor.template.languageDefault') },
    ...MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`footers.languages.${l}`) })),
  ];
  const subjectTarget = useInputTarget(v.subject, (s) => form.set('subject', s));
  const preheaderTarget = useInputTarget(v.content.preheader, (p) => editor.setContent({ preheader: p }));
  const text = (name: 'name' | 'fromName' | 'fromEmail' | 'replyTo', path: string = name) => (
    <TextField
      label={t(`editor.template.${name}`)}
      value={v[name]}
      onChange={(value) => form.set(name, value)}
      disabled={readOnly}
      autoComplete="off"
      errorText={errorText.field(form.errors[path])}
    />
  );
  return (
    <SubmitForm onSubmit={() => editor.save()}>
      <Form
        header={<Header variant="h1">{template.name}</Header>}
        errorText={editor.error ? errorText.describe(editor.error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button formAction="none" variant="link" onClick={() => navigate('/mailing/my-templates')}>
              {t('common.cancel')}
            </Button>
            <Button formAction="submit" variant="primary" disabled={readOnly} loading={editor.busy === 'saving'}>
              {t('common.save')}
            </Button>
          </SpaceBetween>
        }
      >
        <SpaceBetween size="l">
          {readOnly && <Alert type="info">{t('editor.template.frozen')}</Alert>}
          <Container header={<Header variant="h2">{t('editor.template.details')}</Header>}>
            <SpaceBetween size="m">
              <ColumnLayout columns={2}>
                {text('name')}
                <FormField label={t('editor.template.folder')} errorText={errorText.field(form.errors.dir)}>
                  <Select
                    selectedOption={folderOptions.find((o) => o.value === (v.dir ?? '')) ?? null}
                    onChange={({ detail }) => form.set('dir', detail.selectedOption.value || null)}
                    options={folderOptions}
                    disabled={readOnly}
                  />
                </FormField>
              </ColumnLayout>
              <FormField label={t('editor.template.description')} errorText={errorText.field(form.errors.description)} stretch>
                <Textarea
                  value={v.description}
                  onChange={({ detail }) => form.set('description', detail.value)}
                  rows={2}
                  disabled={readOnly}
                />
              </FormField>
              <FormField label={t('editor.template.tags')} stretch>
                <PairsEditor
                  items={v.tags.map((tag) => ({ first: tag.name, second: tag.value }))}
                  onChange={(rows) =>
                    form.set(
                      'tags',
                      rows.map((row) => ({ name: row.first, value: row.second })),
                    )
                  }
                  labels={{
                    first: t('editor.template.tagName'),
                    second: t('editor.template.tagValue'),
                    add: t('editor.template.addTag'),
                    remove: t('editor.template.removeTag'),
                  }}
                  errorFor={(i, cell) => errorText.field(form.errors[`tags.${i}.${cell === 'first' ? 'name' : 'value'}`])}
                  disabled={readOnly}
                />
              </FormField>
            </SpaceBetween>
          </Container>
          <Container header={<Header variant="h2">{t('editor.template.headers')}</Header>}>
            <ColumnLayout columns={2}>
              <div {...subjectTarget}>
                <TextField
                  label={t('editor.template.subject')}
                  value={v.subject}
                  onChange={(s) => form.set('subject', s)}
                  disabled={readOnly}
                  errorText={errorText.field(form.errors['headers.subject'])}
                />
              </div>
              <div {...preheaderTarget}>
                <TextField
                  label={t('editor.fields.preheader')}
                  description={t('editor.fields.preheaderHint')}
                  value={v.content.preheader}
                  onChange={(p) => editor.setContent({ preheader: p })}
                  disabled={readOnly}
                  errorText={errorText.field(form.errors.preheader)}
                />
              </div>
              {text('fromName', 'headers.fromName')}
              {text('fromEmail', 'headers.fromEmail')}
              {text('replyTo', 'headers.replyTo')}
            </ColumnLayout>
          </Container>
          <AdvancedFields value={v.content} onChange={editor.setContent} readOnly={readOnly} errors={form.errors} />
          <Container header={<Header variant="h2">{t('editor.template.options')}</Header>}>
            <SpaceBetween size="m">
              <FormField label={t('editor.template.language')} description={t('editor.template.languageHint')}>
                <Select
                  selectedOption={languageOptions.find((o) => o.value === (v.language ?? '')) ?? null}
                  onChange={({ detail }) => form.set('language', (detail.selectedOption.value || undefined) as MessageLanguage | undefined)}
                  options={languageOptions}
                  disabled={readOnly}
                />
              </FormField>
              <FormField label={t('editor.template.custom')} description={t('editor.template.customHint')} stretch>
                <PairsEditor
                  items={v.custom.map((c) => ({ first: c.key, second: c.value }))}
                  onChange={(rows) =>
                    form.set(
                      'custom',
                      rows.map((row) => ({ key: row.first, value: row.second })),
                    )
                  }
                  labels={{
                    first: t('editor.template.customKey'),
                    second: t('editor.template.customValue'),
                    add: t('editor.template.addCustom'),
                    remove: t('editor.template.removeTag'),
                  }}
                  errorFor={(i, cell) => errorText.field(form.errors[`custom.${i}.${cell === 'first' ? 'key' : 'value'}`])}
                  disabled={readOnly}
                />
              </FormField>
            </SpaceBetween>
          </Container>
          <ContentEditor
            value={v.content}
            onChange={editor.setContent}
            readOnly={readOnly}
            subject={v.subject}
            language={template.advancedOptions.language}
            fallbackHtml={v.content.mode === 'html' ? v.content.html : template.html}
            storedHtml={template.html}
            errors={form.errors}
            revision={editor.revision}
            actions={
              <ContentTools
                owner={{ kind: 'template', id: template.id }}
                current={v.content}
                onRestore={editor.restore}
                saveFirst={editor.saveFirst}
                disabled={readOnly}
              />
            }
          />
        </SpaceBetween>
      </Form>
      {editor.leaveModal}
    </SubmitForm>
  );
}
