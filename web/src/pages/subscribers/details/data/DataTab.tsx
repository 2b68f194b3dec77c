import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { formatGsm } from '@shared/rules/contacts';
import { routes } from '@shared/routes';
import type { Subscriber } from '@shared/schemas/subscriber';
import { useCan } from '@web/app/session/session-store';
import { useFormatDate } from '@web/common/use-format-date';
import { formatPropertyValue } from '../../common/format-value';
import { propertyLabel } from '../../common/property-labels';
import { SubscriberStatusIndicator } from '../../common/SubscriberStatusIndicator';
import { valueProperties, type PropertyCatalog } from '../../common/use-properties';
import { EditSubscriber } from './EditSubscriber';
import { EngagementPanel } from './EngagementPanel';
import { ForgetModal } from './ForgetModal';
import { QuarantinePanel } from './QuarantinePanel';

interface Props {
  subscriber: Subscriber;
  catalog: PropertyCatalog;
  /** A write's answer: the subscriber as saved. */
  onChange: (subscriber: Subscriber) => void;
  onReload: () => void;
}

/** The subscriber's fields and properties (view, or the form while editing), both quarantines, forgetting. */
export function DataTab({ subscriber: s, catalog, onChange, onReload }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const [forgetting, setForgetting] = useState(false);
  const canEdit = can(routes['subscribers.update'].permission);
  const forgotten = s.status === SUBSCRIBER_STATUS.forgotten;
  const fmt = { t, formatDate };
  const dash = (value: string | undefined) => value || '—';

  if (editing) {
    return (
      <EditSubscriber
        subscriber={s}
        catalog={catalog}
        onSaved={(saved) => {
          onChange(saved);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
        onReload={() => {
          setEditing(false);
          onReload();
        }}
      />
    );
  }

  const props = valueProperties(catalog.items);
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h2"
            description={forgotten ? t('subscribers.details.forgottenHint') : undefined}
            actions={
              canEdit && (
                <SpaceBetween direction="horizontal" size="xs">
                  <Button
                    onClick={() => setForgetting(true)}
                    disabled={forgotten}
                    disabledReason={t('subscribers.details.alreadyForgotten')}
                  >
                    {t('subscribers.forget.action')}
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => setEditing(true)}
                    disabled={forgotten}
                    disabledReason={t('errors.SUBSCRIBER_STATUS_9_NOT_EDITABLE')}
                  >
                    {t('common.edit')}
                  </Button>
                </SpaceBetween>
              )
            }
          >
            {t('subscribers.details.data')}
          </Header>
        }
      >
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('subscribers.fields.email'), value: dash(s.email) },
            { label: t('subscribers.fields.gsm'), value: s.gsm ? formatGsm(s.gsm) : '—' },
            { label: t('subscribers.fields.name'), value: dash(s.name) },
            { label: t('subscribers.fields.status'), value: <SubscriberStatusIndicator status={s.status} /> },
            { label: t('subscribers.fields.emailType'), value: t(`subscribers.emailType.${s.emailType}`) },
            { label: t('subscribers.fields.source'), value: dash(s.source) },
            { label: t('subscribers.fields.comment'), value: dash(s.comment) },
            { label: t('subscribers.fields.createdAt'), value: formatDate(s.createdAt, true) },
            { label: t('subscribers.fields.updatedAt'), value: formatDate(s.updatedAt, true) },
            { label: t('subscribers.fields.unsubscribedAt'), value: dash(formatDate(s.unsubscribedAt, true)) },
            { label: t('subscribers.fields.id'), value: s.id },
          ]}
        />
      </Container>
      {!forgotten && props.length > 0 && (
        <Container header={<Header variant="h2">{t('subscribers.form.properties')}</Header>}>
          <KeyValuePairs
            columns={3}
            items={props.map((p) => ({ label: propertyLabel(t, p), value: formatPropertyValue(p, s.props[p.id], fmt) }))}
          />
        </Container>
      )}
      {!forgotten && s.engagement && <EngagementPanel engagement={s.engagement} />}
      {/* SMS is not built yet, so only the mail quarantine is shown (nothing unbuilt appears in the UI). */}
      {!forgotten && <QuarantinePanel subscriber={s} channel="mail" onChange={onChange} />}
      {forgetting && <ForgetModal subscriber={s} onForgotten={onChange} onClose={() => setForgetting(false)} />}
    </SpaceBetween>
  );
}
