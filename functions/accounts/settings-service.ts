import { DEFAULT_TIME_ZONE, isTimeZone } from '@shared/rules/time-zone';
import type { GeneralSettings, SaveGeneralSettingsBody } from '@shared/schemas/accounts';
import { NotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { accountsRepository } from './repository';
import { zoneCache } from './time-zone-cache';

/** Zones as writers read them (accountTimeZone below); the reader is the settings' own. */
const zones = zoneCache((accountId) => accountSettings.timeZone(accountId));

/** The account's general settings (/settings/company, global): today its time zone. */
export const accountSettings = {
  /**
   * The zone the account's dates are evaluated in (segments) and its days and months counted in
   * (subscriber stats, e-mails sent this month): its own, or Europe/Warsaw for an account that never
   * chose one. A stored zone this runtime's Intl no longer knows falls back too, logged, rather than
   * failing every calculation of the account. Read fresh: writers use `accountTimeZone` below.
   */
  async timeZone(accountId: string): Promise<string> {
    const stored = await accountsRepository.getTimeZone(accountId);
    if (stored === undefined) return DEFAULT_TIME_ZONE;
    if (isTimeZone(stored)) return stored;
    logger.warn('unknown account time zone, using the default', { accountId, timeZone: stored });
    return DEFAULT_TIME_ZONE;
  },

  async general(accountId: string): Promise<GeneralSettings> {
    return { timeZone: await this.timeZone(accountId) };
  },

  /**
   * A new zone applies to what is counted from now on. Days and months already counted stay in the
   * zone they were counted in (a bucket is a calendar date, not the instants behind it, so it cannot
   * be moved); README "Design notes" says what the stats show around the change.
   */
  async saveGeneral(accountId: string, body: SaveGeneralSettingsBody): Promise<GeneralSettings> {
    if (!(await accountsRepository.setTimeZone(accountId, body.timeZone))) throw new NotFoundError('ACCOUNT_NOT_FOUND');
    zones.forget(accountId);
    return { timeZone: body.timeZone };
  },
};

/**
 * The account's zone as the paths that record a day or month bucket read it: at most once a minute
 * per account per warm container (time-zone-cache.ts says why). Resolve it once per request or
 * batch and pass it down, never once per row.
 */
export const accountTimeZone = (accountId: string): Promise<string> => zones.get(accountId);
