import SpaceBetween from '@cloudscape-design/components/space-between';
import { QueryGate } from '@web/common/QueryGate';
import { useApiQuery } from '@web/api/query';
import { BrandingForm } from './BrandingForm';
import { LogoEditor } from './LogoEditor';

/** /settings/company?tab=branding: the logo (uploaded on its own) and the look and words of public pages. */
export function BrandingTab() {
  return (
    <QueryGate query={useApiQuery('branding.get', {})}>
      {(data) => (
        <SpaceBetween size="l">
          <LogoEditor logoUrl={data.logoUrl} />
          <BrandingForm saved={data.branding} logoUrl={data.logoUrl} />
        </SpaceBetween>
      )}
    </QueryGate>
  );
}
