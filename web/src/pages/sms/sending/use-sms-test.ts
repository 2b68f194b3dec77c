import { useState } from 'react';
import type { RouteResponse } from '@shared/routes';
import { api } from '@web/api';
import { useSubmission } from '@web/common/use-form-submit';

export type TestResults = RouteResponse<'sms.test'>['results'];

/** The test sending: the numbers typed so far, the test group picked, and what the last test did with each. */
export function useSmsTest() {
  const [numbers, setNumbers] = useState<string[]>([]);
  /** A test group of the account (issue 15) whose numbers get the test too. */
  const [testGroupId, setTestGroupId] = useState<string | undefined>();
  const [results, setResults] = useState<TestResults | null>(null);
  const { busy, error, run } = useSubmission<'test'>();

  const send = (sender: string, content: string) =>
    run('test', async () => {
      setResults(null);
      const answer = await api('sms.test', { body: { sender: sender.trim(), content, numbers, ...(testGroupId ? { testGroupId } : {}) } });
      setResults(answer.results);
    });

  return { numbers, setNumbers, testGroupId, setTestGroupId, results, testing: busy !== null, error, send };
}
