import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { PASSWORD_SPECIALS } from '@shared/schemas/auth';
import type { MySecurity } from '@shared/schemas/security';

type Imposers = { name: string }[];

/**
 * The password rules that apply to the user: one password serves every account they belong to, so
 * the strictest of those accounts' policies applies (shared/rules/policy-combination.ts), and each
 * rule names the accounts that impose it.
 */
export function EffectivePolicySection({ policy }: { policy: MySecurity['effectivePolicy'] }) {
  const { t } = useTranslation();
  const names = (accounts: Imposers) =>
    accounts.length ? accounts.map((a) => a.name).join(', ') : t('account.effectivePolicy.everyAccount');
  const rows = [
    {
      id: 'minLength',
      rule: t('account.effectivePolicy.minLength'),
      value: t('account.effectivePolicy.characters', { count: policy.minLength }),
      by: names(policy.imposedBy.minLength),
    },
    {
      id: 'classes',
      rule: t('account.effectivePolicy.classes'),
      value: t('account.effectivePolicy.classesValue', { specials: PASSWORD_SPECIALS }),
      by: names([]),
    },
    {
      id: 'forceChange',
      rule: t('account.effectivePolicy.forceChange'),
      value:
        policy.forceChangeDays > 0
          ? t('account.effectivePolicy.everyDays', { count: policy.forceChangeDays })
          : t('account.effectivePolicy.never'),
      by: policy.forceChangeDays > 0 ? names(policy.imposedBy.forceChange) : '—',
    },
    {
      id: 'history',
      rule: t('account.effectivePolicy.history'),
      value: t('account.effectivePolicy.lastPasswords', { count: policy.historySize }),
      by: names([]),
    },
    ...policy.imposedBy.forbiddenPhrases.map((source) => ({
      id: `phrases-${source.id}`,
      rule: t('account.effectivePolicy.phrases'),
      value: source.phrases.join(', '),
      by: source.name,
    })),
  ];
  return (
    <Container
      header={
        <Header variant="h2" description={t('account.effectivePolicy.description')}>
          {t('account.effectivePolicy.title')}
        </Header>
      }
    >
      <Table
        variant="embedded"
        trackBy="id"
        items={rows}
        ariaLabels={{ tableLabel: t('account.effectivePolicy.title') }}
        columnDefinitions={[
          { id: 'rule', header: t('account.effectivePolicy.rule'), cell: (r) => r.rule, isRowHeader: true },
          { id: 'value', header: t('account.effectivePolicy.value'), cell: (r) => <Box>{r.value}</Box> },
          { id: 'by', header: t('account.effectivePolicy.imposedBy'), cell: (r) => r.by },
        ]}
      />
    </Container>
  );
}
