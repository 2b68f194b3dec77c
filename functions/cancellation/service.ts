import type { PropertyDef } from '@shared/properties';
import type { CancellationResponse, CancellationSettings } from '@shared/schemas/cancellation';
import { ValidationError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { cancellationRepository } from './repository';

export type PreferenceProperty = PropertyDef & { type: 'list' | 'multilist' };

/** Properties a person may choose on the preference page: lists of fixed values, nothing free-form. */
const isPreference = (p: PropertyDef): p is PreferenceProperty => (p.type === 'list' || p.type === 'multilist') && p.kind === 'custom';

async function candidates(accountId: string): Promise<PreferenceProperty[]> {
  return (await propertiesService.all(accountId)).filter(isPreference);
}

const response = (settings: CancellationSettings, properties: PreferenceProperty[]): CancellationResponse => ({
  settings: { ...settings, preferenceProperties: settings.preferenceProperties.filter((id) => properties.some((p) => p.id === id)) },
  properties: properties.map((p) => ({ id: p.id, label: p.displayName || p.name, type: p.type })),
});

/**
 * Cancellation scenarios (/v2/settings/scenarios, PERM_PSCENARIUSZE). A property deleted since it
 * was chosen simply drops out of the page; saving names only existing list properties.
 */
export const cancellationService = {
  async get(accountId: string): Promise<CancellationResponse> {
    const [settings, properties] = await Promise.all([cancellationRepository.get(accountId), candidates(accountId)]);
    return response(settings, properties);
  },

  async save(accountId: string, userId: string, body: CancellationSettings): Promise<CancellationResponse> {
    const properties = await candidates(accountId);
    const unknown = body.preferenceProperties.findIndex((id) => !properties.some((p) => p.id === id));
    if (unknown >= 0) throw ValidationError.field(`preferenceProperties.${unknown}`, 'VALIDATION_INVALID_VALUE');
    if (body.offerPreferences && body.preferenceProperties.length === 0)
      throw ValidationError.field('preferenceProperties', 'VALIDATION_REQUIRED');
    const settings = { ...body, preferenceProperties: [...new Set(body.preferenceProperties)] };
    await cancellationRepository.put(accountId, settings, userId);
    return response(settings, properties);
  },

  /** What the public pages need: the settings and the chosen properties' definitions, in the order chosen. */
  async forPage(accountId: string): Promise<{ settings: CancellationSettings; properties: PreferenceProperty[] }> {
    const [settings, all] = await Promise.all([cancellationRepository.get(accountId), candidates(accountId)]);
    const byId = new Map(all.map((p) => [p.id, p]));
    return { settings, properties: settings.preferenceProperties.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) };
  },
};
