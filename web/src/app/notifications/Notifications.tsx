import Button from '@cloudscape-design/components/button';
import Flashbar, { type FlashbarProps } from '@cloudscape-design/components/flashbar';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';
import { navigateTo } from '../navigation';
import { useTimedWarning } from '../timed-permission/use-timed-warning';
import { dismissNotice, useNotices, type NoticeMessage } from './notification-store';

/** The app-wide Flashbar: errors, confirmations, connectivity notices and the timed-access countdown. */
export function Notifications() {
  const { t } = useTranslation();
  const errors = useErrorText();
  const notices = useNotices();
  const timedWarning = useTimedWarning();
  const text = (message: NoticeMessage | undefined) =>
    !message ? undefined : 'key' in message ? t(message.key, message.params) : errors.describe(message.error);
  const items: FlashbarProps.MessageDefinition[] = notices.map((notice) => ({
    id: notice.id,
    type: notice.type,
    header: text(notice.header),
    content: <span style={{ whiteSpace: 'pre-line' }}>{text(notice.content)}</span>,
    action: notice.action && <Button onClick={() => navigateTo(notice.action!.href)}>{t(notice.action.textKey)}</Button>,
    dismissible: true,
    dismissLabel: t('common.dismiss'),
    onDismiss: () => dismissNotice(notice.id),
  }));
  if (timedWarning) items.unshift(timedWarning);
  return (
    <Flashbar
      items={items}
      stackItems={items.length > 2}
      i18nStrings={{
        ariaLabel: t('notifications.ariaLabel'),
        notificationBarText: t('notifications.title'),
        notificationBarAriaLabel: t('notifications.viewAll'),
        errorIconAriaLabel: t('notifications.error'),
        warningIconAriaLabel: t('notifications.warning'),
        successIconAriaLabel: t('notifications.success'),
        infoIconAriaLabel: t('notifications.info'),
        inProgressIconAriaLabel: t('notifications.inProgress'),
      }}
    />
  );
}
