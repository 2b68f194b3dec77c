import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** A row's edit and delete links, each named with the row (`name`) for screen readers; `children` go between them. */
export function RowActions({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button variant="inline-link" onClick={onEdit} ariaLabel={`${t('predefined.edit')} ${name}`}>
        {t('predefined.edit')}
      </Button>
      {children}
      <Button variant="inline-link" onClick={onDelete} ariaLabel={`${t('predefined.delete')} ${name}`}>
        {t('predefined.delete')}
      </Button>
    </SpaceBetween>
  );
}
