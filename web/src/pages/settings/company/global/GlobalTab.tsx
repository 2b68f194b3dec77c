import SpaceBetween from '@cloudscape-design/components/space-between';
import { useApiQuery } from '@web/api/query';
import { QueryGate } from '@web/common/QueryGate';
import { GlobalSettingsForm } from './GlobalSettingsForm';
import { QuarantineRule } from './QuarantineRule';

/** /settings/company?tab=global: the account's time zone, currency, language of messages and 4-eye verification, and the quarantine rule. */
export function GlobalTab() {
  return (
    <QueryGate query={useApiQuery('accounts.getGeneralSettings', {})}>
      {(saved) => (
        <SpaceBetween size="l">
          <GlobalSettingsForm saved={saved} />
          <QuarantineRule />
        </SpaceBetween>
      )}
    </QueryGate>
  );
}
