import { DEFAULT_TIME_ZONE, isTimeZone } from '@shared/rules/time-zone';
import type { GeneralSettings, SaveGeneralSettingsBody } from '@shared/schemas/accounts';
import { NotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { accountsRepository } from './repository';

/** The account's general settings (/settings/company, global): today its time zone. */
export const accountSettings = {
  /**
   * The zone the account's dates are evaluated in (segments): its own, or Europe/Warsaw for an account
   * that never chose one. A stored zone this runtime's Intl no longer knows falls back too, logged,
   * rather than failing every calculation of the account.
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

  async saveGeneral(accountId: string, body: SaveGeneralSettingsBody): Promise<GeneralSettings> {
    if (!(await accountsRepository.setTimeZone(accountId, body.timeZone))) throw new NotFoundError('ACCOUNT_NOT_FOUND');
    return { timeZone: body.timeZone };
  },
};
