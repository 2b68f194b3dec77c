import { SUBSCRIBER_STATUSES, type EmailType, type SubscriberStatus } from '@shared/constants';
import type { OverwriteMode } from '@shared/schemas/imports';

/** What an import does, the same for a file and for pasted lines (ManualImportBody without its text). */
export interface ImportSettings {
  mode: OverwriteMode;
  /** Status 9 (forgotten) is never imported. */
  status: Exclude<SubscriberStatus, 9>;
  emailType: EmailType;
  consents: { properties: string[]; forNew: boolean; forUpdated: boolean };
}

/** Existing subscribers are left alone unless the user chooses a mode that changes them. */
export const DEFAULT_SETTINGS: ImportSettings = {
  mode: 0,
  status: 8,
  emailType: 'normal',
  consents: { properties: [], forNew: true, forUpdated: false },
};

export const IMPORT_STATUSES = SUBSCRIBER_STATUSES.filter((s): s is ImportSettings['status'] => s !== 9);
