import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { Dashboards, GettingStartedStep } from '@shared/schemas/dashboard';
import { apiKey, useApiMutation } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { editorPath } from '../mailing/common/mailing-links';
import { SENDING_DOMAINS_PATH } from '../settings/company/pages';
import { IMPORT_PATH } from '../subscribers/paths';

/** Where each step is taken: pages that exist (the server offers a step only with their permission). */
const STEP_PATHS: Record<GettingStartedStep, string> = {
  importSubscribers: IMPORT_PATH,
  sendingDomain: SENDING_DOMAINS_PATH,
  firstMailing: editorPath(),
};

/**
 * An empty account's next steps, in place of empty widgets: each says whether it is done (from the
 * account's data, never ticked by hand) and leads to its page while it is not. The user may hide
 * it for good; it also goes once every step is done.
 */
export function GettingStarted({ data }: { data: NonNullable<Dashboards['gettingStarted']> }) {
  const { t } = useTranslation();
  const follow = useFollow();
  const errorText = useErrorText();
  const dismiss = useApiMutation('users.dismissGettingStarted', { invalidates: [apiKey('users.dashboards')] });
  const done = data.steps.filter((step) => step.done).length;
  return (
    <Container
      data-testid="getting-started"
      header={
        <Header
          variant="h2"
          counter={`(${done}/${data.steps.length})`}
          description={t('dashboard.gettingStarted.description')}
          actions={
            <Button loading={dismiss.isPending} onClick={() => dismiss.mutate({ body: {} })}>
              {t('dashboard.gettingStarted.dismiss')}
            </Button>
          }
        >
          {t('dashboard.gettingStarted.title')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {dismiss.error !== null && <StatusIndicator type="error">{errorText.describe(dismiss.error)}</StatusIndicator>}
        <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {data.steps.map((step) => (
            <li key={step.id} data-testid={`getting-started-${step.id}`} style={{ marginBlockEnd: '1rem' }}>
              <SpaceBetween size="xxs">
                <Box variant="h3" padding="n">
                  {t(`dashboard.gettingStarted.steps.${step.id}.title`)}
                </Box>
                <StatusIndicator type={step.done ? 'success' : 'pending'}>
                  {step.done ? t('dashboard.gettingStarted.done') : t('dashboard.gettingStarted.toDo')}
                </StatusIndicator>
                <Box color="text-body-secondary">{t(`dashboard.gettingStarted.steps.${step.id}.description`)}</Box>
                {!step.done && (
                  <Box padding={{ top: 'xs' }}>
                    <Button
                      variant={step === data.steps.find((s) => !s.done) ? 'primary' : 'normal'}
                      href={STEP_PATHS[step.id]}
                      onFollow={follow}
                    >
                      {t(`dashboard.gettingStarted.steps.${step.id}.action`)}
                    </Button>
                  </Box>
                )}
              </SpaceBetween>
            </li>
          ))}
        </ol>
      </SpaceBetween>
    </Container>
  );
}
