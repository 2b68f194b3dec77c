import { QueryGate } from '@web/common/QueryGate';
import { useApiQuery } from '@web/api/query';
import { CancellationForm } from './CancellationForm';

/** /v2/settings/scenarios?tab=cancellation: what the unsubscribe page offers. */
export function CancellationTab() {
  return <QueryGate query={useApiQuery('cancellation.get', {})}>{(data) => <CancellationForm saved={data} />}</QueryGate>;
}
