import { useState } from 'react';
import { diffLines } from 'diff';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Grid from '@cloudscape-design/components/grid';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useTranslation } from 'react-i18next';
import type { StoredContent } from '@shared/schemas/content';
import type { RestorePoint } from '@shared/schemas/templates';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import { useFormatDate } from '@web/common/use-format-date';
import { sourceOf } from './types';

export type HistoryOwner = { kind: 'mailing' | 'template'; id: string };

/** What changes if a restore point is loaded: its source against the editor's, line by line. */
function SourceDiff({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const parts = diffLines(from, to);
  if (parts.every((p) => !p.added && !p.removed)) return <Box>{t('editor.history.same')}</Box>;
  return (
    <pre className="goniec-diff" data-testid="history-diff">
      {parts.map((p, i) => {
        const sign = p.added ? '+' : p.removed ? '-' : ' ';
        const lines = p.value.replace(/\n$/, '').split('\n');
        return (
          <span key={i} className={p.added ? 'goniec-diff-added' : p.removed ? 'goniec-diff-removed' : 'goniec-diff-same'}>
            {lines.map((l) => `${sign} ${l}`).join('\n')}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}

/**
 * Restore points of a mailing or template (every save, the editor's autosave included): the chosen
 * one's diff against what the editor holds, and "Restore", which loads it into the editor unsaved.
 */
export function HistoryModal({
  owner,
  current,
  onRestore,
  onClose,
}: {
  owner: HistoryOwner;
  current: { mode: StoredContent['mode']; mjml?: string; html?: string };
  onRestore: (point: RestorePoint) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const formatDate = useFormatDate();
  const route = owner.kind === 'template' ? 'templates.history' : 'mailings.history';
  const list = useApiQuery(route, { params: { id: owner.id } });
  const [chosen, setChosen] = useState<RestorePoint | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const open = async (pointId: string) => {
    setLoading(pointId);
    setError(null);
    try {
      const params = { id: owner.id, pointId };
      setChosen(
        owner.kind === 'template' ? await api('templates.restorePoint', { params }) : await api('mailings.restorePoint', { params }),
      );
    } catch (e) {
      setError(e);
    } finally {
      setLoading(null);
    }
  };
  return (
    <Modal
      visible
      size="max"
      onDismiss={onClose}
      header={t('editor.history.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button variant="primary" disabled={!chosen} onClick={() => chosen && onRestore(chosen)}>
              {t('editor.history.restore')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Grid gridDefinition={[{ colspan: 4 }, { colspan: 8 }]}>
        <SpaceBetween size="xs">
          {list.loading && <Spinner />}
          {list.error !== null && list.error !== undefined && <Alert type="error">{errorText.describe(list.error)}</Alert>}
          {list.data && <Box variant="small">{t('editor.history.keep', { count: list.data.keep })}</Box>}
          {list.data?.items.length === 0 && <Box>{t('editor.history.empty')}</Box>}
          {list.data?.items.map((p) => (
            <Button
              key={p.id}
              variant={chosen?.id === p.id ? 'primary' : 'normal'}
              loading={loading === p.id}
              onClick={() => void open(p.id)}
              fullWidth
            >
              {formatDate(p.at)} · {t(`editor.history.reasons.${p.reason}`)}
              {p.by ? ` · ${p.by}` : ''}
            </Button>
          ))}
        </SpaceBetween>
        <SpaceBetween size="xs">
          {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
          {chosen ? (
            <>
              <Box variant="small">{t('editor.history.diffHint')}</Box>
              <SourceDiff from={sourceOf(current)} to={sourceOf(chosen.content)} />
            </>
          ) : (
            <Box>{t('editor.history.choose')}</Box>
          )}
        </SpaceBetween>
      </Grid>
    </Modal>
  );
}
