import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { PredefinedTable } from './PredefinedTable';
import { SendersTable } from './SendersTable';
import { TAGS, TEST_GROUPS } from './table-config';
import { TagModal } from './TagModal';
import { TestGroupModal } from './TestGroupModal';

/** /settings/company?tab=predefined: senders, test groups, tags with values (spec section 3, "Other settings entities"). */
export function PredefinedTab() {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <Box variant="p" color="text-body-secondary">
        {t('predefined.description')}
      </Box>
      <SendersTable />
      <PredefinedTable config={TEST_GROUPS} modal={(group, onClose) => <TestGroupModal group={group} onClose={onClose} />} />
      <PredefinedTable config={TAGS} modal={(tag, onClose) => <TagModal tag={tag} onClose={onClose} />} />
    </SpaceBetween>
  );
}
