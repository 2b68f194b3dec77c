import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { useErrorText } from '@web/common/use-error-text';
import { BlueprintGallery } from '../common/BlueprintGallery';
import { useNewMailingFrom } from '../common/use-template-data';
import { BlankChoice } from './BlankChoice';
import { TemplateGallery } from './TemplateGallery';

/**
 * /mailing/new/templates: a new mailing starts from a blueprint, one of the account's templates or a
 * blank page (visual or HTML). The mailing is a copy (mailings.fromTemplate), then its editor opens.
 * A tab shows only to whoever may read what it lists.
 */
export default function NewMailingPage() {
  const { t } = useTranslation();
  const can = useCan();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const start = useNewMailingFrom();
  const choose = (body: Parameters<typeof start.start>[0]) => void start.start(body).catch(() => undefined);

  const chooseButton = (name: string, onClick: () => void) => (
    <Button variant="primary" onClick={onClick} disabled={start.pending} ariaLabel={t('templatePages.useNamed', { name })}>
      {t('templatePages.use')}
    </Button>
  );

  const tabs = [
    can(routes['blueprints.list'].permission) && {
      id: 'blueprints',
      label: t('templatePages.tabs.blueprints'),
      content: <BlueprintGallery actions={(b, name) => chooseButton(name, () => choose({ source: 'blueprint', id: b.id }))} />,
    },
    can(routes['templates.list'].permission) && {
      id: 'mine',
      label: t('templatePages.tabs.mine'),
      content: <TemplateGallery actions={(tpl) => chooseButton(tpl.name, () => choose({ source: 'template', id: tpl.id }))} />,
    },
    {
      id: 'blank',
      label: t('templatePages.tabs.blank'),
      content: <BlankChoice busy={start.pending} onChoose={(mode) => choose({ source: 'blank', mode })} />,
    },
  ].filter((tab) => tab !== false);
  const active = tabs.find((tab) => tab.id === search.get('tab')) ?? tabs[0];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('templatePages.newMailing.description')}>
          {t('pages.mailingFromTemplate')}
        </Header>
      }
    >
      <SpaceBetween size="l">
        {start.error !== null && (
          <Alert
            type="error"
            dismissible
            dismissAriaLabel={t('common.close')}
            onDismiss={start.reset}
            header={t('templatePages.newMailing.failed')}
          >
            {errorText.describe(start.error)}
          </Alert>
        )}
        {start.pending && <Alert type="info">{t('templatePages.newMailing.creating')}</Alert>}
        <Tabs
          activeTabId={active?.id}
          onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
          ariaLabel={t('pages.mailingFromTemplate')}
          tabs={tabs}
        />
      </SpaceBetween>
    </ContentLayout>
  );
}
