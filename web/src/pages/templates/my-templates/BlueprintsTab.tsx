import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { BlueprintSummary } from '@shared/schemas/templates';
import { api } from '@web/api';
import { apiKey, invalidate, queryClient } from '@web/api/query';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { useSubmission } from '@web/common/use-form-submit';
import { BlueprintGallery } from '../common/BlueprintGallery';
import { blueprintLanguage } from '../common/blueprint-filter';
import { useNewMailingFrom } from '../common/use-template-data';

/**
 * The blueprints as cards: a new mailing from one, or a copy of it among the account's templates
 * (its MJML, so it opens in the visual editor), named in the user's language.
 */
export function BlueprintsTab() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const language = blueprintLanguage(i18n.language);
  const newMailing = useNewMailingFrom();
  const { busy, run } = useSubmission<string>({ claim: (e) => (notifyError(e), true) });
  const mayStart = can(routes['mailings.fromTemplate'].permission);
  const maySave = can(routes['templates.create'].permission);

  const saveAsMine = (summary: BlueprintSummary) =>
    void run(summary.id, async () => {
      const blueprint = await queryClient.fetchQuery({
        queryKey: apiKey('blueprints.get', { id: summary.id }, {}),
        queryFn: () => api('blueprints.get', { params: { id: summary.id } }),
      });
      const name = blueprint.name[language];
      await api('templates.create', {
        body: {
          name,
          description: blueprint.description[language],
          mode: 'visual',
          mjml: blueprint.mjml,
          headers: { subject: blueprint.subject[language] },
        },
      });
      await invalidate(apiKey('templates.list'), apiKey('templateFolders.list'));
      pushNotice({ type: 'success', content: { key: 'templatePages.blueprints.saved', params: { name } } }, 5000);
    });

  return (
    <BlueprintGallery
      actions={(b, name) => (
        <SpaceBetween direction="horizontal" size="xs">
          {mayStart && (
            <Button
              variant="primary"
              disabled={newMailing.pending}
              onClick={() => void newMailing.start({ source: 'blueprint', id: b.id }).catch(notifyError)}
              ariaLabel={t('templatePages.useNamed', { name })}
            >
              {t('templatePages.use')}
            </Button>
          )}
          {maySave && (
            <Button
              loading={busy === b.id}
              disabled={busy !== null}
              onClick={() => saveAsMine(b)}
              ariaLabel={t('templatePages.blueprints.saveAsMineNamed', { name })}
            >
              {t('templatePages.blueprints.saveAsMine')}
            </Button>
          )}
        </SpaceBetween>
      )}
    />
  );
}
