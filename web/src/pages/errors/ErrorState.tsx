import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

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

/** The way on from a page with nothing for the user here: back to the start page. */
export function HomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/')}>{t('notFound.home')}</Button>;
}
