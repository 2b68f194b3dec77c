import { DEFAULT_TRACKING_SETTINGS, type TrackingSettings } from '@shared/schemas/tracking-settings';
import { UTM_KEYS } from '@shared/rules/link-params';
import { ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { fieldNames, templateProblems } from '@functions/sending/merge-fields';
import { trackingSettingsRepository } from './tracking-repository';

/**
 * The account's link parameters (/settings/company, tracking; PERM_POGOLNE). The values may hold
 * merge fields as a mailing's body does (`{{ email }}`), checked against the account's properties
 * when saved, so a saved value always renders (functions/sending/link-params.ts applies them).
 */
export const trackingSettings = {
  async get(accountId: string): Promise<TrackingSettings> {
    const stored = await trackingSettingsRepository.get(accountId);
    if (!stored) return DEFAULT_TRACKING_SETTINGS;
    return {
      utm: { ...DEFAULT_TRACKING_SETTINGS.utm, ...stored.utm },
      hash: { ...DEFAULT_TRACKING_SETTINGS.hash, ...stored.hash },
    };
  },

  async save(accountId: string, userId: string, body: TrackingSettings): Promise<TrackingSettings> {
    const known = fieldNames(await propertiesService.all(accountId));
    const problems = [
      ...UTM_KEYS.flatMap((k) => templateProblems(`utm.${k}`, body.utm[k], known)),
      ...templateProblems('hash.text', body.hash.text, known),
    ];
    if (problems.length) throw new ValidationError(problems);
    await trackingSettingsRepository.put(accountId, body, userId);
    return body;
  },
};
