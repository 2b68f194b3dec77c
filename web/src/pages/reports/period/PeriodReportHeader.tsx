import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@shared/schemas/period-reports';

/**
 * A period report's title and pickers, and once it answered, how its sendings are dated and how many
 * there were (`<id>-mailings`, for tests).
 */
export function PeriodReportHeader(props: {
  id: string;
  title: string;
  description: string;
  answer: { period: ReportPeriod; mailings: number } | undefined;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container
      header={
        <Header variant="h1" description={props.description}>
          {props.title}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <SpaceBetween size="s" direction="horizontal" alignItems="end">
          {props.children}
        </SpaceBetween>
        {props.answer && (
          <Box variant="small">
            {t('reports.period.periodHint', { timeZone: props.answer.period.timeZone })}{' '}
            <span data-testid={`${props.id}-mailings`}>{t('reports.period.mailings', { count: props.answer.mailings })}</span>
          </Box>
        )}
      </SpaceBetween>
    </Container>
  );
}
