import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';

/** A centred message for pages that have nothing else to show. */
export function ErrorState({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Box textAlign="center" padding={{ vertical: 'xxxl' }}>
      <SpaceBetween size="m">
        <Box variant="h1">{title}</Box>
        <Box color="text-body-secondary">{children}</Box>
        {action}
      </SpaceBetween>
    </Box>
  );
}
