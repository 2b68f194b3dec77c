import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import { BLACKLIST_MAX_ROWS, type BlacklistType } from '@shared/schemas/blacklist';
import { api, isApiError } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { checkRows, prepareRows, problemsFromApi, tooManyRows, type RowProblem } from './rows';

interface Props {
  type: BlacklistType;
  onAdded: () => void;
}

/** One entry per row, at most 1000, counted as typed; every row must be valid or none is added. */
export function AddEntries({ type, onAdded }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<RowProblem[]>([]);
  const prepared = prepareRows(text);
  const tooMany = tooManyRows(prepared);
  const leave = useLeaveConfirmation(text.trim() !== '');
  const { busy, error, run } = useSubmission<'add'>({
    claim: (e) => {
      const found = isApiError(e) ? problemsFromApi(e.fieldErrors, prepared) : [];
      setProblems(found);
      return found.length > 0;
    },
  });

  const add = async () => {
    if (tooMany || prepared.rows.length === 0) return;
    const found = checkRows(type, prepared);
    setProblems(found);
    if (found.length) return;
    const result = await run('add', () => api('blacklist.add', { body: { type, rows: prepared.rows } }));
    if (!result) return;
    setText('');
    pushNotice(
      { type: 'success', content: { key: 'exclusions.added', params: { count: result.added, already: result.alreadyListed } } },
      6000,
    );
    onAdded();
  };

  // A message that already names its line (the domain one does) is not prefixed with it again.
  const describe = (p: RowProblem) => {
    const message = errorText.field({ path: `rows.${p.line}`, code: p.code, params: { line: p.line } }) ?? '';
    return message.includes(String(p.line))
      ? `„${p.value}”: ${message}`
      : t('exclusions.rowProblem', { line: p.line, value: p.value, message });
  };
  const fieldError = tooMany
    ? t('errors.BLACKLIST_TOO_MANY_ROWS')
    : problems.length
      ? problems.map(describe).join('\n')
      : error
        ? errorText.describe(error)
        : undefined;

  return (
    <Container
      header={
        <Header variant="h2" description={t(`exclusions.addHint.${type}`)}>
          {t('exclusions.addTitle')}
        </Header>
      }
    >
      <SpaceBetween size="s">
        <FormField
          label={t(`exclusions.entries.${type}`)}
          constraintText={t('exclusions.rowCount', { used: prepared.rows.length, max: BLACKLIST_MAX_ROWS })}
          errorText={fieldError ? <span style={{ whiteSpace: 'pre-line' }}>{fieldError}</span> : undefined}
          stretch
        >
          <Textarea
            value={text}
            onChange={({ detail }) => {
              setText(detail.value);
              setProblems([]);
            }}
            rows={6}
            placeholder={t(`exclusions.placeholder.${type}`)}
            invalid={Boolean(fieldError)}
            spellcheck={false}
          />
        </FormField>
        <Button onClick={() => void add()} loading={busy !== null} disabled={prepared.rows.length === 0 || tooMany}>
          {t('exclusions.add')}
        </Button>
      </SpaceBetween>
      {leave.modal}
    </Container>
  );
}
