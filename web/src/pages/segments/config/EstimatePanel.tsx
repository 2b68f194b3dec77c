import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { Estimate } from '@shared/schemas/segments';
import { useErrorText } from '@web/common/use-error-text';
import type { EstimateState } from './use-estimate';

interface Props {
  state: EstimateState & { retry: () => void };
  /** Problems the tree still has (the estimate waits for none). */
  problems: number;
}

function Figure({ estimate, stale }: { estimate: Estimate; stale?: boolean }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  return (
    <div style={stale ? { opacity: 0.5 } : undefined}>
      {/* Who can receive first (the panel's description says so); those who match but cannot, beside it. */}
      <Box variant="awsui-value-large">{estimate.exact ? n(estimate.reachable) : `≈ ${n(estimate.reachable)}`}</Box>
      <Box color="text-body-secondary">
        {estimate.exact
          ? t('segments.estimate.exact', { count: estimate.total, total: n(estimate.total) })
          : t('segments.estimate.approximate', {
              margin: n(estimate.reachableMargin),
              count: estimate.total,
              total: n(estimate.total),
              sampled: n(estimate.sampled),
            })}
      </Box>
      {estimate.count > estimate.reachable && (
        <Box color="text-body-secondary" data-testid="segment-estimate-excluded">
          {t('segments.estimate.cannotReceive', {
            count: estimate.count - estimate.reachable,
            excluded: n(estimate.count - estimate.reachable),
            matching: n(estimate.count),
          })}
        </Box>
      )}
    </div>
  );
}

/** The live estimate: how many subscribers the conditions would take, from a sample (or exactly, in a small database). */
export function EstimatePanel({ state, problems }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Container
      header={
        <Header variant="h2" description={t('segments.estimate.description')}>
          {t('segments.estimate.title')}
        </Header>
      }
    >
      <div data-testid="segment-estimate" aria-live="polite">
        {state.status === 'incomplete' && <Box color="text-body-secondary">{t('segments.estimate.incomplete', { count: problems })}</Box>}
        {state.status === 'loading' && (
          <SpaceBetween size="xs">
            {state.last && <Figure estimate={state.last} stale />}
            <StatusIndicator type="loading">{t('segments.estimate.loading')}</StatusIndicator>
          </SpaceBetween>
        )}
        {state.status === 'done' && <Figure estimate={state.estimate} />}
        {state.status === 'failed' && (
          <SpaceBetween size="xs">
            <StatusIndicator type="error">{errorText.describe(state.error)}</StatusIndicator>
            <Button formAction="none" onClick={state.retry}>
              {t('segments.estimate.retry')}
            </Button>
          </SpaceBetween>
        )}
        {state.status === 'loading' && !state.last && <Spinner />}
      </div>
    </Container>
  );
}
