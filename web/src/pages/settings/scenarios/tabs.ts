import type { PageTab } from '@web/common/TabbedPage';
import { CancellationTab } from './cancellation/CancellationTab';

/**
 * The tabs of /v2/settings/scenarios (spec section 2: confirm, consents, footers; the cancellation
 * scenarios appear too); a part joins by its line here.
 */
export const SCENARIO_TABS: readonly PageTab[] = [{ id: 'cancellation', labelKey: 'cancellation.tab', Content: CancellationTab }];
