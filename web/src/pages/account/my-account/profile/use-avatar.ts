import { useEffect, useRef, useState } from 'react';
import type { FieldError } from '@shared/errors';
import { api, isApiError, upload } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { setSessionUser, useCurrentUser } from '@web/app/session/session-store';
import { useSubmission } from '@web/common/use-form-submit';
import { checkAvatar } from './avatar-check';

/** The avatar being chosen: the file, its problem (browser or server), a preview; upload and removal. */
export function useAvatar() {
  const user = useCurrentUser();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<FieldError | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // The latest choice: a slower check of an earlier file must not overwrite its result.
  const chosen = useRef<File | null>(null);
  const { busy, error, run } = useSubmission<'upload' | 'remove'>({
    // A refused file is the field's problem, not the form's.
    claim: (e) => {
      const fieldError = isApiError(e) ? e.fieldErrors.find((fe) => fe.path === 'file') : undefined;
      if (fieldError) setProblem(fieldError);
      else if (isApiError(e) && e.code.startsWith('FILE_'))
        setProblem({ path: 'file', code: e.code as FieldError['code'], params: e.params as FieldError['params'] });
      else return false;
      return true;
    },
  });

  // The preview is an object URL of the chosen file, released when replaced or when the page goes.
  const previewUrl = useRef<string | null>(null);
  const show = (next: File | null) => {
    if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    previewUrl.current = next ? URL.createObjectURL(next) : null;
    chosen.current = next;
    setFile(next);
    setPreview(previewUrl.current);
  };
  useEffect(
    () => () => {
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [],
  );

  return {
    file,
    problem,
    preview,
    busy,
    error,
    async choose(next: File | null) {
      show(next);
      setProblem(null);
      const found = next ? await checkAvatar(next) : null;
      if (chosen.current === next) setProblem(found);
    },
    async save() {
      if (!file || problem) return;
      const done = await run('upload', () => upload('profile.uploadAvatar', { file }));
      if (!done) return;
      setSessionUser({ ...user, avatarUrl: done.avatarUrl });
      show(null);
      pushNotice({ type: 'success', content: { key: 'account.profile.avatarSaved' } }, 5000);
    },
    async remove() {
      const done = await run('remove', () => api('profile.deleteAvatar', { body: {} }));
      if (!done) return;
      setSessionUser({ ...user, avatarUrl: null });
      pushNotice({ type: 'success', content: { key: 'account.profile.avatarRemoved' } }, 5000);
    },
  };
}
