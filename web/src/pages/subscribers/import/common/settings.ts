import { SETTABLE_STATUSES, SUBSCRIBER_STATUS, type EmailType, type SettableStatus } from '@shared/constants';
import type { OverwriteMode } from '@shared/schemas/imports';

/** What an import does, the same for a file and for pasted lines (ManualImportBody without its text). */
export interface ImportSettings {
  mode: OverwriteMode;
  /** A forgotten subscriber is never imported. */
  status: SettableStatus;
  emailType: EmailType;
  consents: { properties: string[]; forNew: boolean; forUpdated: boolean };
}

/** Existing subscribers are left alone unless the user chooses a mode that changes them. */
export const DEFAULT_SETTINGS: ImportSettings = {
  mode: 0,
  status: SUBSCRIBER_STATUS.verified,
  emailType: 'normal',
  consents: { properties: [], forNew: true, forUpdated: false },
};

export const IMPORT_STATUSES = SETTABLE_STATUSES;
