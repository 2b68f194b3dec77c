import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Modal from '@cloudscape-design/components/modal';
import { ModalFooter } from './ModalFooter';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through the router's
 * blocker, closing or reloading the tab through beforeunload. Returns the modal to render and
 * `allowNextNavigation` for the app's own navigation right after a save.
 */
export function useLeaveConfirmation(dirty: boolean) {
  const { t } = useTranslation();
  const bypassRef = useRef(false);
  const location = useLocation();
  // A bypass covers one navigation: it ends as soon as the location changes.
  useEffect(() => {
    bypassRef.current = false;
  }, [location.key]);

  // The bypass is a ref: a save that navigates in the same tick, before `dirty` re-renders, must pass.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: { pathname: string }; nextLocation: { pathname: string } }) =>
        dirty && !bypassRef.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to show their own prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const modal =
    blocker.state === 'blocked' ? (
      <Modal
        visible
        onDismiss={() => blocker.reset()}
        header={t('leave.title')}
        closeAriaLabel={t('common.close')}
        footer={
          <ModalFooter
            dismissText={t('leave.stay')}
            onDismiss={() => blocker.reset()}
            confirmText={t('leave.leave')}
            onConfirm={() => blocker.proceed()}
          />
        }
      >
        {t('leave.message')}
      </Modal>
    ) : null;

  return {
    modal,
    allowNextNavigation: () => {
      bypassRef.current = true;
    },
  };
}
