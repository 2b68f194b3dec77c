import { useEffect, useRef, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_RULES } from '@shared/rules/templates';
import type { RestorePoint } from '@shared/schemas/templates';
import { HistoryModal, type HistoryOwner } from './HistoryModal';
import { TestSendModal } from './TestSendModal';
import type { ContentDraft } from './types';

/** The content editor's header buttons for a saved mailing or template: history and test send. */
export function ContentTools({
  owner,
  current,
  onRestore,
  saveFirst,
  disabled,
}: {
  owner: HistoryOwner | undefined;
  current: Pick<ContentDraft, 'mode' | 'mjml' | 'html'>;
  onRestore: (point: RestorePoint) => void;
  /** Saves unsaved changes before a test send (false: the save failed, nothing is sent). */
  saveFirst: () => Promise<boolean>;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'history' | 'test' | null>(null);
  return (
    <>
      <Button formAction="none" iconName="undo" disabled={!owner} onClick={() => setOpen('history')}>
        {t('editor.history.button')}
      </Button>
      <Button formAction="none" iconName="envelope" disabled={!owner || disabled} onClick={() => setOpen('test')}>
        {t('editor.test.button')}
      </Button>
      {owner && open === 'history' && (
        <HistoryModal
          owner={owner}
          current={current}
          onClose={() => setOpen(null)}
          onRestore={(point) => {
            onRestore(point);
            setOpen(null);
          }}
        />
      )}
      {owner && open === 'test' && <TestSendModal owner={owner} beforeSend={saveFirst} onClose={() => setOpen(null)} />}
    </>
  );
}

/**
 * Saves every TEMPLATE_RULES.autosaveSeconds while there are unsaved changes (each save is a
 * restore point on the server). A failed autosave is left for the user's own save to report.
 */
export function useAutosave(enabled: boolean, dirty: boolean, save: () => Promise<unknown>) {
  const latest = useRef({ dirty, save });
  useEffect(() => {
    latest.current = { dirty, save };
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (latest.current.dirty) void latest.current.save().catch(() => undefined);
    }, TEMPLATE_RULES.autosaveSeconds * 1000);
    return () => clearInterval(timer);
  }, [enabled]);
}
