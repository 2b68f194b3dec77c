import { useState } from 'react';
import type { RouteResponse } from '@shared/routes';
import { api } from '@web/api';
import { useSubmission } from '@web/common/use-form-submit';

export type TestResults = RouteResponse<'sms.test'>['results'];

/** The test sending: the numbers typed so far, and what the last test did with each. */
export function useSmsTest() {
  const [numbers, setNumbers] = useState<string[]>([]);
  const [results, setResults] = useState<TestResults | null>(null);
  const { busy, error, run } = useSubmission<'test'>();

  const send = (sender: string, content: string) =>
    run('test', async () => {
      setResults(null);
      const answer = await api('sms.test', { body: { sender: sender.trim(), content, numbers } });
      setResults(answer.results);
    });

  return { numbers, setNumbers, results, testing: busy !== null, error, send };
}
