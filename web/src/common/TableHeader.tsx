import type { ReactNode } from 'react';
import Button from '@cloudscape-design/components/button';
import Header, { type HeaderProps } from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

interface Props {
  title: ReactNode;
  /** `awsui-h1-sticky` for a full-page table, `h2` (the default) for one in a tab or section. */
  variant?: HeaderProps['variant'];
  description?: ReactNode;
  counter?: string;
  /** Reads the rows again; the refresh button spins while `loading`. */
  onRefresh: () => void;
  loading: boolean;
  /** The table's other actions, after the refresh button: one element each (React 19 keeps fragments whole). */
  children?: ReactNode;
}

/** A table's header: title, counter and description, and its actions led by an icon refresh button. */
export function TableHeader({ title, variant = 'h2', description, counter, onRefresh, loading, children }: Props) {
  const { t } = useTranslation();
  const refresh = <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={onRefresh} loading={loading} />;
  return (
    <Header
      variant={variant}
      description={description}
      counter={counter}
      actions={
        children === undefined ? (
          refresh
        ) : (
          <SpaceBetween direction="horizontal" size="xs">
            {refresh}
            {children}
          </SpaceBetween>
        )
      }
    >
      {title}
    </Header>
  );
}
