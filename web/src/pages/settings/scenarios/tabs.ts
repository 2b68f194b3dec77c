import type { PageTab } from '@web/common/TabbedPage';
import { CancellationTab } from './cancellation/CancellationTab';
import { FootersTab } from './footers/FootersTab';
import { ConfirmTab } from './confirm/ConfirmTab';
import { ConsentsTab } from './consents/ConsentsTab';

/**
 * The tabs of /v2/settings/scenarios (spec section 2: confirm, consents, footers; the cancellation
 * scenarios appear too); a part joins by its line here.
 */
export const SCENARIO_TABS: readonly PageTab[] = [
  { id: 'confirm', labelKey: 'signupForms.tab', Content: ConfirmTab },
  { id: 'consents', labelKey: 'consents.tab', Content: ConsentsTab },
  { id: 'footers', labelKey: 'footers.tab', Content: FootersTab },
  { id: 'cancellation', labelKey: 'cancellation.tab', Content: CancellationTab },
];
