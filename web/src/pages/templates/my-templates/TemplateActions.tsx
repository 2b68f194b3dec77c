import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@shared/schemas/templates';
import { templateEditPath } from '../paths';
import { templateMenu, type TemplateAction } from './template-menu';

interface Props {
  template: TemplateSummary;
  mayStartMailing: boolean;
  onAction: (action: Exclude<TemplateAction, 'edit'>, template: TemplateSummary) => void;
  /** Inline in a table row; a normal button on a card. */
  inline?: boolean;
}

/** A template's actions menu; edit is a link to the template editor, the rest go to `onAction`. */
export function TemplateActions({ template, mayStartMailing, onAction, inline = false }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ButtonDropdown
      variant={inline ? 'inline-icon' : 'normal'}
      ariaLabel={t('templatePages.actions.menu', { name: template.name })}
      expandToViewport
      items={templateMenu(template, mayStartMailing).map((item) => ({
        id: item.id,
        text: t(`templatePages.actions.${item.id}`),
        disabled: item.disabledReason !== undefined,
        disabledReason: item.disabledReason && t(`templatePages.actions.${item.disabledReason}`),
        ...(item.id === 'edit' && { href: templateEditPath(template.id) }),
      }))}
      onItemClick={({ detail }) => {
        if (detail.id !== 'edit') onAction(detail.id as Exclude<TemplateAction, 'edit'>, template);
      }}
      onItemFollow={(event) => {
        // The editor is a page of this app: no full reload.
        if (!event.detail.href) return;
        event.preventDefault();
        void navigate(event.detail.href);
      }}
    >
      {inline ? undefined : t('templatePages.actionsLabel')}
    </ButtonDropdown>
  );
}
