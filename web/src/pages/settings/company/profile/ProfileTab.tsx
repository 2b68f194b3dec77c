import { QueryGate } from '@web/common/QueryGate';
import { useApiQuery } from '@web/api/query';
import { ProfileForm } from './ProfileForm';

/** /settings/company?tab=profile: the company data (spec section 3). */
export function ProfileTab() {
  return <QueryGate query={useApiQuery('company.getProfile', {})}>{(data) => <ProfileForm saved={data} />}</QueryGate>;
}
