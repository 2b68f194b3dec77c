import { DEFAULT_REASON_KEYS } from '@shared/schemas/cancellation';
import type { FieldChange } from '@shared/schemas/subscriber-records';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { Target } from '@functions/engagement/events';
import { publicBranding } from '@functions/branding/service';
import { cancellationService, type PreferenceProperty } from '@functions/cancellation/service';
import { AppError, ServiceUnavailableError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { engagement } from '@functions/sending/engagement';
import { subscribersService } from '@functions/subscribers/service';
import { readPreferences, readUnsubscribeForm } from './forms';
import { pages, plainLook, words, type PageLanguage, type PageLook, type PreferenceField } from './pages';

/**
 * The unsubscribe page and the preference page of one signed recipient (/t/u/<token>,
 * /t/p/<token>), in the account's branding, offering what its cancellation scenario says.
 */
export interface Page {
  statusCode: number;
  body: string;
}

/** The account's look; a branding that cannot be read costs the page its colours, never the unsubscribe. */
async function lookOf(accountId: string, lang: PageLanguage): Promise<PageLook> {
  return publicBranding(accountId).then(
    (b) => ({ lang, ...b }),
    (error: unknown) => {
      logger.warn('branding not read for a public page', { accountId, error: error as Error });
      return plainLook(lang);
    },
  );
}

async function scenarioOf(accountId: string) {
  return cancellationService.forPage(accountId).catch((error: unknown) => {
    logger.warn('cancellation settings not read', { accountId, error: error as Error });
    return undefined;
  });
}

function reasonsOf(settings: { askReason: boolean; reasons: readonly string[] } | undefined, lang: PageLanguage): string[] {
  if (!settings?.askReason) return [];
  if (settings.reasons.length) return [...settings.reasons];
  const t = words(lang);
  return DEFAULT_REASON_KEYS.map((k) => t(`unsubscribe.reasons.${k}`));
}

const href = (kind: 'u' | 'p', token: string) => `/t/${kind}/${token}`;

function fieldsOf(properties: readonly PreferenceProperty[], props: Record<string, unknown>): PreferenceField[] {
  return properties.map((p) => {
    const value = props[p.id];
    const chosen = Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    return { id: p.id, label: p.displayName || p.name, multiple: p.type === 'multilist', values: p.values ?? [], chosen };
  });
}

/** The subscriber the preference page may show, or undefined (gone, forgotten, or the account offers no preferences). */
async function preferenceContext(target: Target) {
  const scenario = await scenarioOf(target.accountId);
  if (!scenario?.settings.offerPreferences || scenario.properties.length === 0) return undefined;
  const subscriber = await subscribersService.get(target.accountId, target.subscriberId).catch(() => undefined);
  if (!subscriber || subscriber.status === SUBSCRIBER_STATUS.forgotten) return undefined;
  return { subscriber, properties: scenario.properties };
}

export const unsubscribePages = {
  async confirm(target: Target, token: string, lang: PageLanguage): Promise<Page> {
    const [look, scenario] = await Promise.all([lookOf(target.accountId, lang), scenarioOf(target.accountId)]);
    const offersPreferences = scenario?.settings.offerPreferences && scenario.properties.length > 0;
    const reasons = reasonsOf(scenario?.settings, lang);
    return { statusCode: 200, body: pages.confirm(look, { reasons, ...(offersPreferences ? { preferencesHref: href('p', token) } : {}) }) };
  },

  /** The page's form (with its reason) or the one-click POST; a migration's ServiceUnavailableError goes up to the handler. */
  async submit(target: Target, lang: PageLanguage, form: URLSearchParams): Promise<Page> {
    const [look, scenario] = await Promise.all([lookOf(target.accountId, lang), scenarioOf(target.accountId)]);
    const given = readUnsubscribeForm(form, reasonsOf(scenario?.settings, lang));
    const note: FieldChange[] = [
      ...(given.reason ? [{ field: 'unsubscribeReason', from: null, to: given.reason }] : []),
      ...(given.comment ? [{ field: 'unsubscribeComment', from: null, to: given.comment }] : []),
    ];
    await engagement.unsubscribe(target, note);
    return { statusCode: 200, body: pages.done(look) };
  },

  async preferences(target: Target, token: string, lang: PageLanguage): Promise<Page> {
    const [look, context] = await Promise.all([lookOf(target.accountId, lang), preferenceContext(target)]);
    if (!context) return { statusCode: 404, body: pages.notFound(look) };
    return { statusCode: 200, body: pages.preferences(look, fieldsOf(context.properties, context.subscriber.props), href('u', token)) };
  },

  async savePreferences(target: Target, token: string, lang: PageLanguage, form: URLSearchParams): Promise<Page> {
    const [look, context] = await Promise.all([lookOf(target.accountId, lang), preferenceContext(target)]);
    if (!context) return { statusCode: 404, body: pages.notFound(look) };
    const fields = fieldsOf(context.properties, context.subscriber.props);
    const props = readPreferences(form, fields);
    try {
      const saved = await subscribersService.update(
        target.accountId,
        target.subscriberId,
        { version: context.subscriber.version, props },
        { kind: 'system' },
      );
      return { statusCode: 200, body: pages.preferences(look, fieldsOf(context.properties, saved.props), href('u', token), 'saved') };
    } catch (error) {
      // A value no longer on the list, or a save in between: the person sees the form again, as it is now.
      if (!(error instanceof AppError) || error instanceof ServiceUnavailableError) throw error;
      return { statusCode: 400, body: pages.preferences(look, fields, href('u', token), 'invalid') };
    }
  },
};
