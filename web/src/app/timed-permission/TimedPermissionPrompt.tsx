import { lazy, Suspense, useEffect } from 'react';
import { answerPrompt, useTimedState } from './timed-store';

const PromptModal = lazy(() => import('./TimedPermissionModal'));

/** The password prompt every timed-permission request opens; one for the whole app. */
export function TimedPermissionPrompt() {
  const { prompting } = useTimedState();
  // Whoever still waits when the app frame goes (logout, locked) hears "not granted".
  useEffect(() => () => answerPrompt(false), []);
  return prompting ? (
    <Suspense fallback={null}>
      <PromptModal />
    </Suspense>
  ) : null;
}
