import FormField from '@cloudscape-design/components/form-field';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { SftpServerBody, type SftpAuthKind, type SftpServer } from '@shared/schemas/sftp';
import { api } from '@web/api';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useModalSubmit } from '@web/common/use-modal-submit';
import { useZodForm } from '@web/common/use-zod-form';

const CODE_FIELDS = { SFTP_BAD_HOST: 'host', SFTP_CREDENTIALS_REQUIRED: 'password' } as const;

interface Values {
  name: string;
  host: string;
  port: number;
  folder: string;
  username: string;
  auth: SftpAuthKind;
  password?: string;
  privateKey?: string;
  passphrase?: string;
}

interface Props {
  /** The server edited; none: a new one. */
  server?: SftpServer;
  onSaved: (server: SftpServer) => void;
  onClose: () => void;
}

/**
 * A server's address, folder and login. The password or key is written only: an edit that leaves it
 * empty keeps the stored one (the form never sees it), so the fields say "set" instead of showing it.
 */
export function SftpServerModal({ server, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initial: Values = server
    ? { name: server.name, host: server.host, port: server.port, folder: server.folder, username: server.username, auth: server.auth }
    : { name: '', host: '', port: 22, folder: '/', username: '', auth: 'password' };
  const form = useZodForm(SftpServerBody, initial);
  const save = (body: SftpServerBody): Promise<SftpServer> => {
    // Only the chosen kind's secret travels; empty fields are left out (on an edit: keep what is stored).
    const { password, privateKey, passphrase, ...rest } = body;
    const secret =
      body.auth === 'password'
        ? { password: password || undefined }
        : { privateKey: privateKey || undefined, passphrase: passphrase || undefined };
    const sent = { ...rest, ...secret };
    return server ? api('sftp.update', { params: { id: server.id }, body: sent }) : api('sftp.create', { body: sent });
  };
  const submit = useModalSubmit(form, save, onSaved, { codeFields: CODE_FIELDS });
  const kept = server && server.auth === form.values.auth && server.secretSet;

  return (
    <FormModal
      discardTexts={{ message: t('sftp.discard.message'), keep: t('sftp.discard.keep'), confirm: t('sftp.discard.confirm') }}
      header={server ? t('sftp.form.editTitle') : t('sftp.form.createTitle')}
      submitText={server ? t('sftp.form.save') : t('sftp.create')}
      size="medium"
      {...submit}
      onClose={onClose}
    >
      <TextField
        label={t('sftp.form.name')}
        autoFocus
        autoComplete="off"
        value={form.values.name}
        onChange={(v) => form.set('name', v)}
        errorText={errorText.field(form.errors.name)}
      />
      <TextField
        label={t('sftp.form.host')}
        constraintText={t('sftp.form.hostHint')}
        autoComplete="off"
        placeholder="sftp.example.com"
        value={form.values.host}
        onChange={(v) => form.set('host', v)}
        errorText={errorText.field(form.errors.host)}
      />
      <TextField
        label={t('sftp.form.port')}
        type="number"
        value={String(form.values.port)}
        onChange={(v) => form.set('port', Number(v))}
        errorText={errorText.field(form.errors.port)}
      />
      <TextField
        label={t('sftp.form.folder')}
        constraintText={t('sftp.form.folderHint')}
        autoComplete="off"
        value={form.values.folder}
        onChange={(v) => form.set('folder', v)}
        errorText={errorText.field(form.errors.folder)}
      />
      <TextField
        label={t('sftp.form.username')}
        autoComplete="off"
        value={form.values.username}
        onChange={(v) => form.set('username', v)}
        errorText={errorText.field(form.errors.username)}
      />
      <FormField label={t('sftp.form.auth')}>
        <SegmentedControl
          selectedId={form.values.auth}
          label={t('sftp.form.auth')}
          options={[
            { id: 'password', text: t('sftp.form.authPassword') },
            { id: 'key', text: t('sftp.form.authKey') },
          ]}
          onChange={({ detail }) => form.set('auth', detail.selectedId as SftpAuthKind)}
        />
      </FormField>
      {form.values.auth === 'password' ? (
        <TextField
          label={t('sftp.form.password')}
          constraintText={kept ? t('sftp.form.keepHint') : undefined}
          type="password"
          autoComplete="new-password"
          placeholder={kept ? t('sftp.passwordSet') : undefined}
          value={form.values.password ?? ''}
          onChange={(v) => form.set('password', v)}
          errorText={errorText.field(form.errors.password)}
        />
      ) : (
        <>
          <FormField
            label={t('sftp.form.privateKey')}
            constraintText={kept ? t('sftp.form.keepHint') : t('sftp.form.privateKeyHint')}
            errorText={errorText.field(form.errors.privateKey)}
          >
            <Textarea
              value={form.values.privateKey ?? ''}
              placeholder={kept ? t('sftp.keySet') : '-----BEGIN OPENSSH PRIVATE KEY-----'}
              rows={6}
              spellcheck={false}
              onChange={({ detail }) => form.set('privateKey', detail.value)}
            />
          </FormField>
          <TextField
            label={t('sftp.form.passphrase')}
            type="password"
            autoComplete="off"
            value={form.values.passphrase ?? ''}
            onChange={(v) => form.set('passphrase', v)}
            errorText={errorText.field(form.errors.passphrase)}
          />
        </>
      )}
    </FormModal>
  );
}
