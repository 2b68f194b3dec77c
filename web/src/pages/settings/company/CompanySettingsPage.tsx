import { TabbedPage } from '@web/common/TabbedPage';
import { COMPANY_TABS } from './tabs';

/** /settings/company: the account's settings, one tab per part (spec section 2). */
export default function CompanySettingsPage() {
  return <TabbedPage titleKey="pages.settingsCompany" descriptionKey="companySettings.description" tabs={COMPANY_TABS} />;
}
