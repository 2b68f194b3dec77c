import { useEffect } from 'react';
import { CONNECTIVITY_NOTICE_MS } from '@shared/constants';
import { dismissNotice, pushNotice } from './notification-store';

/** Spec section 2: offline and back-online notices, each gone after 20 s. */
export function useConnectivityNotices(): void {
  useEffect(() => {
    const offline = () => {
      dismissNotice('online');
      pushNotice({ id: 'offline', type: 'warning', content: { key: 'connectivity.offline' } }, CONNECTIVITY_NOTICE_MS);
    };
    const online = () => {
      dismissNotice('offline');
      pushNotice({ id: 'online', type: 'success', content: { key: 'connectivity.online' } }, CONNECTIVITY_NOTICE_MS);
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}
