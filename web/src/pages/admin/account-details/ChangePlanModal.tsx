import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PLANS, type AccountPlan } from '@shared/schemas/admin';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';

interface ChangePlanModalProps {
  accountName: string;
  current: AccountPlan;
  onChange: (plan: AccountPlan) => Promise<void>;
  onClose: () => void;
}

/** Billing is not built: a super administrator moves the account to another plan; its limits follow at once. */
export function ChangePlanModal({ accountName, current, onChange, onClose }: ChangePlanModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [plan, setPlan] = useState<AccountPlan>(current);
  const { busy, error, run } = useSubmission<'save'>();
  const working = busy !== null;

  const save = async () => {
    if (plan === current) return onClose();
    const done = await run('save', async () => (await onChange(plan), true));
    if (done) onClose();
  };

  return (
    <Modal
      visible
      header={t('admin.account.changePlanHeader', { name: accountName })}
      closeAriaLabel={t('common.close')}
      onDismiss={() => working || onClose()}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          dismissDisabled={working}
          confirmText={t('admin.account.changePlan')}
          onConfirm={() => void save()}
          loading={working}
        />
      }
    >
      <SpaceBetween size="m">
        <FormField label={t('admin.accounts.fields.plan')} description={t('admin.account.changePlanHint')}>
          <RadioGroup
            value={plan}
            onChange={({ detail }) => setPlan(detail.value as AccountPlan)}
            items={ACCOUNT_PLANS.map((value) => ({ value, label: t(`admin.plans.${value}`), disabled: working }))}
          />
        </FormField>
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
