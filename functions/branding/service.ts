import type { Branding, BrandingResponse, BrandingSettings } from '@shared/schemas/branding';
import type { UploadedFile } from '@shared/schemas/files';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { checkLogo } from './logo-rules';
import { logoStore } from './logo-store';
import { brandingRepository } from './repository';

/** The branding with its logo's public address: what the tab shows, and what public pages and e-mails use. */
export async function publicBranding(accountId: string): Promise<{ branding: Branding; logoUrl?: string }> {
  const branding = await brandingRepository.get(accountId);
  return branding.logo ? { branding, logoUrl: await logoStore.url(branding.logo.key) } : { branding };
}

/**
 * The branding tab of /settings/company (PERM_POGOLNE). Saving the settings keeps the logo; the
 * logo is replaced or removed by its own calls, and the old file is deleted after the new one is
 * recorded (a failure in between leaves an orphan file, never a branding pointing at nothing).
 */
export const brandingService = {
  get: (accountId: string): Promise<BrandingResponse> => publicBranding(accountId),

  async save(accountId: string, userId: string, settings: BrandingSettings): Promise<BrandingResponse> {
    const current = await brandingRepository.get(accountId);
    await brandingRepository.put(accountId, { ...settings, logo: current.logo }, userId);
    return publicBranding(accountId);
  },

  async uploadLogo(accountId: string, userId: string, file: UploadedFile): Promise<BrandingResponse> {
    const check = checkLogo(file);
    if (!check.ok) throw ValidationError.field('file', check.code, check.params);
    const current = await brandingRepository.get(accountId);
    const key = await logoStore.put(accountId, file.data);
    const logo = { key, width: check.width, height: check.height, bytes: file.data.length, updatedAt: nowIso() };
    await brandingRepository.put(accountId, { ...current, logo }, userId);
    if (current.logo) await logoStore.remove(current.logo.key);
    return publicBranding(accountId);
  },

  async deleteLogo(accountId: string, userId: string): Promise<BrandingResponse> {
    const current = await brandingRepository.get(accountId);
    if (current.logo) {
      await brandingRepository.put(accountId, { ...current, logo: null }, userId);
      await logoStore.remove(current.logo.key);
    }
    return publicBranding(accountId);
  },
};
