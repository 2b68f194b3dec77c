import { TabbedPage } from '@web/common/TabbedPage';
import { SCENARIO_TABS } from './tabs';

/** /v2/settings/scenarios: what happens when people sign up and leave, one tab per part (spec section 2). */
export default function ScenariosPage() {
  return <TabbedPage titleKey="pages.settingsScenarios" descriptionKey="scenarios.description" tabs={SCENARIO_TABS} />;
}
