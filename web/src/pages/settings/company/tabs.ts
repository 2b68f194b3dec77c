import type { PageTab } from '@web/common/TabbedPage';
import { DocumentsTab } from './documents/DocumentsTab';
import { BrandingTab } from './branding/BrandingTab';
import { GlobalTab } from './global/GlobalTab';
import { PredefinedTab } from './predefined/PredefinedTab';
import { ProfileTab } from './profile/ProfileTab';
import { TrackingTab } from './tracking/TrackingTab';

/**
 * The tabs of /settings/company, in the spec's order (section 2: profile, global, branding,
 * predefined, tracking, documents); a part joins by its line here.
 */
export const COMPANY_TABS: readonly PageTab[] = [
  { id: 'profile', labelKey: 'companyProfile.tab', Content: ProfileTab },
  { id: 'global', labelKey: 'companySettings.global', Content: GlobalTab },
  { id: 'branding', labelKey: 'branding.tab', Content: BrandingTab },
  { id: 'predefined', labelKey: 'predefined.tab', Content: PredefinedTab },
  { id: 'tracking', labelKey: 'trackingSettings.tab', Content: TrackingTab },
  { id: 'documents', labelKey: 'companyDocuments.tab', Content: DocumentsTab },
];
