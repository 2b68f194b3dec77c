import { useState } from 'react';
import { notifyError } from '@web/app/notifications/notification-store';

/**
 * Opens a presigned download URL: S3 answers with `Content-Disposition: attachment`, so the browser
 * saves the file and the page stays. The URL is asked for at the click (it lives an hour).
 */
export function useDownload() {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, getUrl: () => Promise<{ url: string }>) => {
    setBusy(key);
    try {
      const { url } = await getUrl();
      window.location.assign(url);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}
