import { QueryGate } from '@web/common/QueryGate';
import { useApiQuery } from '@web/api/query';
import { TrackingSettingsForm } from './TrackingSettingsForm';

/** /settings/company?tab=tracking: the account's link parameters. */
export function TrackingTab() {
  return <QueryGate query={useApiQuery('trackingSettings.get', {})}>{(data) => <TrackingSettingsForm saved={data} />}</QueryGate>;
}
