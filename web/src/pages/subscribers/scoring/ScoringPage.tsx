import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { QueryGate } from '@web/common/QueryGate';
import { RulesForm } from './RulesForm';
import { RunPanel } from './RunPanel';
import { useScoring } from './use-scoring';

/** /subscribers/scoring (PERM_SCORING and the plan's scoring limit): the rules, and the recalculation with its progress. */
export default function ScoringPage() {
  const { t } = useTranslation();
  const { query, save, recalculate } = useScoring();
  return (
    <ContentLayout header={<Header variant="h1">{t('pages.scoring')}</Header>}>
      <QueryGate query={query}>
        {(state) => (
          <SpaceBetween size="l">
            <RunPanel
              state={state}
              onRecalculate={() => recalculate.mutate({ body: {} })}
              starting={recalculate.isPending}
              error={recalculate.error}
            />
            <RulesForm state={state} save={(body) => save.mutateAsync({ body })} />
          </SpaceBetween>
        )}
      </QueryGate>
    </ContentLayout>
  );
}
