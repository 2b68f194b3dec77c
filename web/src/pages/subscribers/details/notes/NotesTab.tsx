import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { routes } from '@shared/routes';
import type { Subscriber } from '@shared/schemas/subscriber';
import { NoteBody, type Note } from '@shared/schemas/subscriber-records';
import { api } from '@web/api';
import { useCan } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFormatDate } from '@web/common/use-format-date';
import { userLabel } from '@web/common/user-label';
import { useApiQuery } from '@web/api/query';
import { useZodForm } from '@web/common/use-zod-form';

const NOTE_MAX = 2000;

/** Notes about the subscriber, newest first: read by anyone who sees them, added and deleted by editors. */
export function NotesTab({ subscriber }: { subscriber: Subscriber }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const can = useCan();
  const id = subscriber.id;
  const notes = useApiQuery('subscribers.notes', { params: { id } });
  const [deleting, setDeleting] = useState<Note | null>(null);
  const items = notes.data?.items ?? [];
  const canWrite = can(routes['subscribers.addNote'].permission) && subscriber.status !== SUBSCRIBER_STATUS.forgotten;

  return (
    <SpaceBetween size="l">
      {canWrite && <AddNote id={id} onAdded={(note) => notes.set({ items: [note, ...items] })} />}
      <Container
        header={
          <TableHeader
            title={t('subscribers.details.tabs.notes')}
            counter={notes.data ? `(${items.length})` : undefined}
            onRefresh={notes.reload}
            loading={notes.loading}
          />
        }
      >
        {items.length === 0 ? (
          notes.loading ? (
            <Box textAlign="center">{t('common.loading')}</Box>
          ) : (
            <TableEmpty title={t('subscribers.notes.empty')} error={notes.error} />
          )
        ) : (
          <SpaceBetween size="m">
            {items.map((note) => (
              <div key={note.id} data-testid="subscriber-note">
                <SpaceBetween size="xxs">
                  <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                    <Box variant="small">
                      {t('subscribers.notes.byline', { author: userLabel(t, note.authorEmail), date: formatDate(note.at, true) })}
                    </Box>
                    {canWrite && (
                      <Button variant="inline-link" onClick={() => setDeleting(note)}>
                        {t('subscribers.notes.delete')}
                      </Button>
                    )}
                  </SpaceBetween>
                  <Box>
                    <span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>
                  </Box>
                </SpaceBetween>
              </div>
            ))}
          </SpaceBetween>
        )}
      </Container>
      {deleting && (
        <ConfirmModal
          header={t('subscribers.notes.deleteTitle')}
          confirmText={t('subscribers.notes.delete')}
          action={async () => {
            await api('subscribers.deleteNote', { params: { id, noteId: deleting.id }, body: {} });
            notes.set({ items: items.filter((n) => n.id !== deleting.id) });
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('subscribers.notes.deleteMessage')}</Box>
          <Box variant="code">{deleting.text.slice(0, 200)}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}

function AddNote({ id, onAdded }: { id: string; onAdded: (note: Note) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(NoteBody, { text: '' });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const submit = handleSubmit(async (body) => {
    const note = await api('subscribers.addNote', { params: { id }, body });
    form.markSaved({ text: '' });
    onAdded(note);
  });
  return (
    <Container header={<Header variant="h2">{t('subscribers.notes.add')}</Header>}>
      <SpaceBetween size="s">
        <FormField
          label={t('subscribers.notes.text')}
          constraintText={t('subscribers.notes.limit', { used: form.values.text.length, max: NOTE_MAX })}
          errorText={errorText.field(form.errors.text) ?? (error ? errorText.describe(error) : undefined)}
        >
          <Textarea
            value={form.values.text}
            onChange={({ detail }) => form.set('text', detail.value)}
            rows={3}
            invalid={Boolean(form.errors.text)}
          />
        </FormField>
        <Button onClick={() => void submit()} loading={submitting}>
          {t('subscribers.notes.addButton')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}
