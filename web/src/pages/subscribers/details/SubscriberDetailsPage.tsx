import Alert from '@cloudscape-design/components/alert';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';
import { useErrorText } from '@web/common/use-error-text';
import { SubscriberStatusIndicator } from '../common/SubscriberStatusIndicator';
import { subscriberTitle } from '../common/subscriber-name';
import { usePropertyCatalog } from '../common/use-properties';
import { detailTabFromQuery, type DetailTab } from '../paths';
import { ActivityTab } from './activity/ActivityTab';
import { ContactTab } from './contact/ContactTab';
import { ContactSmsTab } from './contact-sms/ContactSmsTab';
import { DataTab } from './data/DataTab';
import { EventsTab } from './events/EventsTab';
import { SubscriberHistoryTab } from './history/SubscriberHistoryTab';
import { NotesTab } from './notes/NotesTab';
import { useSubscriber } from './use-subscriber';

/**
 * /subscribers/details/:id (spec section 2): data, activity, contact (e-mail contact history),
 * contact-sms (the SMS sent to the subscriber), custom events (for a user who may read them), history
 * (changes) and notes; the tab is kept in `?tab=`.
 */
export default function SubscriberDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const errorText = useErrorText();
  const subscriber = useSubscriber(id);
  const catalog = usePropertyCatalog();
  const can = useCan();
  const canEvents = can(routes['subscribers.events'].permission);
  const asked = detailTabFromQuery(search.get('tab'));
  // A link to the events tab, opened by a user who may not read them, shows the data.
  const tab = asked === 'events' && !canEvents ? 'data' : asked;

  const failure = subscriber.error ?? catalog.error;
  if (failure)
    return (
      <Alert type="error" header={t('common.loadFailed')}>
        {errorText.describe(failure)}
      </Alert>
    );
  if (!subscriber.data || !catalog.data) return <PageSpinner />;
  const s = subscriber.data;
  const properties = catalog.data.items;
  const select = (next: DetailTab) => setSearch(next === 'data' ? {} : { tab: next }, { replace: true });

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={<SubscriberStatusIndicator status={s.status} />}>
          {subscriberTitle(t, s)}
        </Header>
      }
    >
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => select(detailTabFromQuery(detail.activeTabId))}
        ariaLabel={t('subscribers.details.tabsLabel')}
        tabs={[
          {
            id: 'data',
            label: t('subscribers.details.tabs.data'),
            content: <DataTab subscriber={s} catalog={catalog.data} onChange={subscriber.set} onReload={subscriber.reload} />,
          },
          { id: 'activity', label: t('subscribers.details.tabs.activity'), content: <ActivityTab id={s.id} /> },
          { id: 'contact', label: t('subscribers.details.tabs.contact'), content: <ContactTab id={s.id} /> },
          { id: 'contact-sms', label: t('subscribers.details.tabs.contactSms'), content: <ContactSmsTab id={s.id} /> },
          ...(canEvents ? [{ id: 'events', label: t('subscribers.details.tabs.events'), content: <EventsTab id={s.id} /> }] : []),
          {
            id: 'history',
            label: t('subscribers.details.tabs.history'),
            content: <SubscriberHistoryTab id={s.id} properties={properties} />,
          },
          { id: 'notes', label: t('subscribers.details.tabs.notes'), content: <NotesTab subscriber={s} /> },
        ]}
      />
    </ContentLayout>
  );
}
