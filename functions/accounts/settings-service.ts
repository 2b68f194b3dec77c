import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@shared/constants';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@shared/rules/time-zone';
import type { GeneralSettings, SaveGeneralSettingsBody } from '@shared/schemas/accounts';
import { NotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { historyLimit } from '@functions/templates/rules';
import { accountsRepository } from './repository';
import { zoneCache } from './time-zone-cache';

/** Zones as writers read them (accountTimeZone below); the reader is the settings' own. */
const zones = zoneCache((accountId) => accountSettings.timeZone(accountId));

/** An account that never chose: złoty and Polish, the product's home market. */
export const DEFAULT_CURRENCY: Currency = 'PLN';
export const DEFAULT_MESSAGE_LANGUAGE: Language = 'pl';

/** The account's general settings (/settings/company, global): its time zone, currency and default language of messages. */
const currencyOf = (stored: string | undefined): Currency =>
  (CURRENCIES as readonly string[]).includes(stored ?? '') ? (stored as Currency) : DEFAULT_CURRENCY;

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

  /** The currency the account's amounts are in (an SMS sending's cost is counted in it). */
  async currency(accountId: string): Promise<Currency> {
    return currencyOf((await accountsRepository.getPreferences(accountId)).currency);
  },

  async general(accountId: string): Promise<GeneralSettings> {
    const [timeZone, stored] = await Promise.all([this.timeZone(accountId), accountsRepository.getPreferences(accountId)]);
    return {
      timeZone,
      currency: currencyOf(stored.currency),
      language: (LANGUAGES as readonly string[]).includes(stored.language ?? '') ? (stored.language as Language) : DEFAULT_MESSAGE_LANGUAGE,
      fourEye: stored.fourEye,
      templateHistoryLimit: historyLimit(stored.templateHistoryLimit),
    };
  },

  /** Issue 16: restore points kept per template or mailing (3–30, TEMPLATE_RULES.historyDefault unless chosen). */
  async templateHistoryLimit(accountId: string): Promise<number> {
    return historyLimit((await accountsRepository.getPreferences(accountId)).templateHistoryLimit);
  },

  /** 4-eye verification (spec sections 1 and 4): every sending of the account needs acceptance by another user. Off unless chosen. */
  async fourEye(accountId: string): Promise<boolean> {
    return (await accountsRepository.getPreferences(accountId)).fourEye;
  },

  /** The language the account's messages are made in when nothing else says (footers, forms, confirmation e-mails). */
  async messageLanguage(accountId: string): Promise<Language> {
    return (await this.general(accountId)).language;
  },

  /**
   * A new zone applies to what is counted from now on. Days and months already counted stay in the
   * zone they were counted in (a bucket is a calendar date, not the instants behind it, so it cannot
   * be moved); README "Design notes" says what the stats show around the change.
   */
  async saveGeneral(accountId: string, body: SaveGeneralSettingsBody): Promise<GeneralSettings> {
    if (!(await accountsRepository.setTimeZone(accountId, body.timeZone))) throw new NotFoundError('ACCOUNT_NOT_FOUND');
    zones.forget(accountId);
    await accountsRepository.setPreferences(accountId, {
      currency: body.currency,
      language: body.language,
      fourEye: body.fourEye,
      templateHistoryLimit: body.templateHistoryLimit,
    });
    return this.general(accountId);
  },
};

/**
 * The account's zone as the paths that record a day or month bucket read it: at most once a minute
 * per account per warm container (time-zone-cache.ts says why). Resolve it once per request or
 * batch and pass it down, never once per row.
 */
export const accountTimeZone = (accountId: string): Promise<string> => zones.get(accountId);
