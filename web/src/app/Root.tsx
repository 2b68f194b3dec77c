import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useConnectivityNotices } from './notifications/use-connectivity-notices';
import { usePrefsSync } from './preferences/prefs';
import { bootstrapSession } from './session/bootstrap';
import { usePageTitle } from './use-page-title';

/** App-wide behaviour that every page shares, logged in or not. */
export function Root() {
  useEffect(() => {
    void bootstrapSession();
  }, []);
  usePrefsSync();
  useConnectivityNotices();
  usePageTitle();
  return <Outlet />;
}
