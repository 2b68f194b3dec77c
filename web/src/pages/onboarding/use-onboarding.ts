import { useEffect, useEffectEvent, useState } from 'react';
import type { OnboardingState, SaveStepBody } from '@shared/schemas/onboarding';
import { api } from '@web/api';
import { setSessionUser } from '@web/app/session/session-store';

/** Loads the saved answers (handing them once to `onLoaded`), saves a step, finishes onboarding. */
export function useOnboarding(onLoaded: (state: OnboardingState) => void) {
  const [state, setState] = useState<OnboardingState | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const loaded = useEffectEvent((next: OnboardingState) => {
    onLoaded(next);
    setState(next);
  });

  useEffect(() => {
    const controller = new AbortController();
    api('onboarding.get', { signal: controller.signal }).then(loaded, (e: unknown) => controller.signal.aborted || setLoadError(e));
    return () => controller.abort();
  }, []);

  return {
    state,
    loadError,
    async save(body: SaveStepBody) {
      setState(await api('onboarding.saveStep', { body }));
    },
    async complete() {
      setSessionUser(await api('onboarding.complete', { body: {} }));
    },
  };
}
