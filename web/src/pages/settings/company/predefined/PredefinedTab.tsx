import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SendersTable } from './SendersTable';
import { TagsTable } from './TagsTable';
import { TestGroupsTable } from './TestGroupsTable';

/** /settings/company?tab=predefined: senders, test groups, tags with values (spec section 3, "Other settings entities"). */
export function PredefinedTab() {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Box variant="p" color="text-body-secondary">
        {t('predefined.description')}
      </Box>
      <SendersTable />
      <TestGroupsTable />
      <TagsTable />
    </SpaceBetween>
  );
}
