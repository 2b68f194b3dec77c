import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import TokenGroup from '@cloudscape-design/components/token-group';
import { useTranslation } from 'react-i18next';
import { TEST_SENDS_PER_DAY } from '@shared/constants';
import { SMS_TEST_NUMBERS_MAX } from '@shared/rules/sms';
import { useApiQuery } from '@web/api/query';
import { useErrorText } from '@web/common/use-error-text';
import type { CounterLevel } from '../common/sms-counter';
import { addTestNumbers, testBlocker, type TestNumberProblem } from './test-numbers';
import type { useSmsTest } from './use-sms-test';

interface Props {
  test: ReturnType<typeof useSmsTest>;
  sender: string;
  content: string;
  level: CounterLevel;
}

/**
 * A test before the sending: up to SMS_TEST_NUMBERS_MAX numbers typed one at a time (Enter adds
 * one, in a format like 48123123123), sent the form's sender and content at once, with what
 * happened to each number.
 */
export function TestPanel({ test, sender, content, level }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TestNumberProblem | null>(null);
  const { numbers, setNumbers, results, testing } = test;

  const add = () => {
    if (!text.trim()) return;
    const added = addTestNumbers(numbers, text);
    setNumbers(added.numbers);
    setText(added.rest);
    setProblem(added.problem ?? null);
  };
  const problemText =
    problem === 'invalid'
      ? t('sms.test.invalid')
      : problem === 'duplicate'
        ? t('sms.test.duplicate')
        : problem === 'limit'
          ? t('sms.test.limit', { max: SMS_TEST_NUMBERS_MAX })
          : undefined;
  const blocker = testBlocker({ sender, level, numbers, testGroupId: test.testGroupId });
  const groups = useApiQuery('testGroups.smsOptions', {}).data?.items.filter((g) => g.gsms > 0) ?? [];
  const groupOptions = [
    { value: '', label: t('predefined.sms.noTestGroup') },
    ...groups.map((g) => ({ value: g.id, label: t('predefined.sms.testGroupOption', { name: g.name, count: g.gsms }) })),
  ];
  const blockerText =
    blocker === 'sender'
      ? t('sms.test.needsSender')
      : blocker === 'content'
        ? t('sms.test.needsContent')
        : blocker === 'tooLong'
          ? t('sms.test.needsShorter')
          : blocker === 'numbers'
            ? t('sms.test.needsNumbers')
            : undefined;
  // The API's results name numbers as it was given them; an error is a catalogue code, or the gateway's own words.
  const resultError = (code: string | undefined) => (code ? errorText.code(code) : '—');

  return (
    <Container
      header={
        <Header variant="h2" description={t('sms.test.description', { perDay: TEST_SENDS_PER_DAY })}>
          {t('sms.test.title')}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <FormField
          label={t('sms.test.numbers')}
          description={t('sms.test.numbersHint', { max: SMS_TEST_NUMBERS_MAX })}
          constraintText={t('sms.test.count', { count: numbers.length, max: SMS_TEST_NUMBERS_MAX })}
          errorText={problemText}
        >
          <SpaceBetween size="xxs">
            <Input
              value={text}
              onChange={({ detail }) => {
                setText(detail.value);
                setProblem(null);
              }}
              onKeyDown={(event) => {
                // Enter adds the number typed; it does not submit the form around.
                if (event.detail.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
              onBlur={add}
              inputMode="tel"
              placeholder={t('sms.test.placeholder')}
              ariaLabel={t('sms.test.numbers')}
              invalid={problem === 'invalid' || problem === 'limit'}
              disabled={testing}
            />
            {numbers.length > 0 && (
              <TokenGroup
                items={numbers.map((n) => ({ label: n, dismissLabel: t('sms.test.remove', { number: n }) }))}
                onDismiss={({ detail }) => {
                  setNumbers(numbers.filter((_, i) => i !== detail.itemIndex));
                  setProblem(null);
                }}
                readOnly={testing}
              />
            )}
          </SpaceBetween>
        </FormField>
        {groups.length > 0 && (
          <FormField label={t('predefined.sms.testGroup')} description={t('predefined.sms.testGroupHint')}>
            <Select
              selectedOption={groupOptions.find((o) => o.value === (test.testGroupId ?? '')) ?? groupOptions[0]!}
              onChange={({ detail }) => test.setTestGroupId(detail.selectedOption.value || undefined)}
              options={groupOptions}
              disabled={testing}
              ariaLabel={t('predefined.sms.testGroup')}
            />
          </FormField>
        )}
        <Button
          formAction="none"
          iconName="send"
          onClick={() => void test.send(sender, content)}
          loading={testing}
          disabled={blocker !== null}
          disabledReason={blockerText}
        >
          {t('sms.test.send')}
        </Button>
        {test.error !== null && (
          <Alert type="error" header={t('sms.test.failed')}>
            {errorText.describe(test.error, {
              sender: t('sms.fields.sender'),
              content: t('sms.fields.content'),
              numbers: t('sms.test.numbers'),
            })}
          </Alert>
        )}
        {results && (
          <Table
            variant="embedded"
            header={<Header variant="h3">{t('sms.test.results')}</Header>}
            ariaLabels={{ tableLabel: t('sms.test.results') }}
            trackBy="number"
            items={results}
            wrapLines
            columnDefinitions={[
              { id: 'number', header: t('sms.test.number'), cell: (r) => r.number, isRowHeader: true },
              {
                id: 'status',
                header: t('sms.test.status'),
                cell: (r) =>
                  r.status === 'sent' ? (
                    <StatusIndicator type="success">{t('sms.test.sent')}</StatusIndicator>
                  ) : (
                    <StatusIndicator type="error">{t('sms.test.notSent')}</StatusIndicator>
                  ),
              },
              {
                id: 'error',
                header: t('sms.test.error'),
                cell: (r) => resultError(r.error),
              },
            ]}
          />
        )}
      </SpaceBetween>
    </Container>
  );
}
