import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Cards from '@cloudscape-design/components/cards';
import { useTranslation } from 'react-i18next';
import type { EditorMode } from '@shared/schemas/content';
import { cardsLabels } from '../common/cards-layout';

const MODES: readonly EditorMode[] = ['visual', 'html'];

/** A blank mailing: the visual (drag-and-drop) editor, or HTML written by hand. */
export function BlankChoice({ busy, onChoose }: { busy: boolean; onChoose: (mode: EditorMode) => void }) {
  const { t } = useTranslation();
  return (
    <Cards
      variant="container"
      trackBy={(mode) => mode}
      items={[...MODES]}
      cardsPerRow={[{ cards: 1 }, { minWidth: 560, cards: 2 }]}
      ariaLabels={cardsLabels(t('templatePages.tabs.blank'), t('common.selection'), (mode: EditorMode) =>
        t(`templatePages.blank.${mode}.name`),
      )}
      cardDefinition={{
        header: (mode) => t(`templatePages.blank.${mode}.name`),
        sections: [
          { id: 'description', content: (mode) => <Box variant="p">{t(`templatePages.blank.${mode}.description`)}</Box> },
          {
            id: 'action',
            content: (mode) => (
              <Button
                variant="primary"
                disabled={busy}
                onClick={() => onChoose(mode)}
                ariaLabel={t('templatePages.useNamed', { name: t(`templatePages.blank.${mode}.name`) })}
              >
                {t('templatePages.blank.start')}
              </Button>
            ),
          },
        ],
      }}
    />
  );
}
