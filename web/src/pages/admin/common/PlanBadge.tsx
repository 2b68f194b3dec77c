import Badge from '@cloudscape-design/components/badge';
import { useTranslation } from 'react-i18next';
import type { AccountPlan } from '@shared/schemas/admin';

const COLORS: Record<AccountPlan, 'grey' | 'blue' | 'green'> = {
  trial: 'grey',
  standard: 'blue',
  advanced: 'blue',
  premium: 'green',
};

export function PlanBadge({ plan }: { plan: AccountPlan }) {
  const { t } = useTranslation();
  return <Badge color={COLORS[plan]}>{t(`admin.plans.${plan}`)}</Badge>;
}
