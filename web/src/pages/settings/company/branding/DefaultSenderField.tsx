import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';

/**
 * The branding's default sender (spec section 3) is the predefined senders' default: shown here,
 * chosen on the predefined tab, so there is one place that decides it.
 */
export function DefaultSenderField() {
  const { t } = useTranslation();
  const follow = useFollow();
  const senders = useApiQuery('senders.list', {});
  const sender = senders.data?.items.find((s) => s.isDefault);
  const href = '/settings/company?tab=predefined';
  return (
    <FormField label={t('branding.defaultSender')} description={t('branding.defaultSenderHint')}>
      {senders.data && (sender ? `${sender.name} <${sender.fromEmail}>` : t('branding.noDefaultSender'))}{' '}
      <Link href={href} onFollow={follow}>
        {t('branding.defaultSenderLink')}
      </Link>
    </FormField>
  );
}
