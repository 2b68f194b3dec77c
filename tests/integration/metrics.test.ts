import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fileEnv } from './file-env';
import { drainQueues, loggedIn } from './helpers';

// The other suites keep EMF off stdout (global-setup); this one turns it on before the first metric
// is counted (functions/platform/metrics.ts makes its instances then) and reads what Lambda would log.
fileEnv({ POWERTOOLS_METRICS_DISABLED: 'false' });

let lines: string[] = [];
beforeEach(() => {
  lines = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = String(chunk);
    if (!text.includes('"_aws"')) return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
    lines.push(...text.split('\n').filter(Boolean));
    return true;
  }) as typeof process.stdout.write);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The EMF documents written since the test began, as CloudWatch would read them: metric name, dimensions, summed value. */
function metrics() {
  return lines
    .map((line) => JSON.parse(line))
    .flatMap((doc) =>
      doc._aws.CloudWatchMetrics.flatMap((directive: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }) =>
        directive.Metrics.map(({ Name }) => {
          const value = doc[Name] as number | number[];
          const dimensions = Object.fromEntries(directive.Dimensions[0]!.map((d) => [d, doc[d]]));
          return {
            namespace: directive.Namespace,
            name: Name,
            dimensions,
            value: Array.isArray(value) ? value.reduce((a, b) => a + b, 0) : value,
          };
        }),
      ),
    );
}
const total = (name: string, dimensions: Record<string, string>) =>
  metrics()
    .filter((m) => m.name === name && Object.entries(dimensions).every(([k, v]) => m.dimensions[k] === v))
    .reduce((sum, m) => sum + m.value, 0);

describe('EMF metrics through the real handlers', () => {
  it('counts the recipients a sending settled, by channel and outcome, and the API errors by catalogue code', async () => {
    const { session, account } = await loggedIn();
    const tag = account.accountId.toLowerCase();
    for (const name of ['ala', 'jan'])
      expect((await session.call('POST', '/subscribers', { json: { email: `${name}-${tag}@example.com`, name } })).status).toBe(201);
    const mailing = await session.call('POST', '/mailings', {
      json: {
        name: 'Metryki',
        subject: 'Cześć',
        fromName: 'Sklep',
        fromEmail: 'news@goniec.test',
        html: '<html><body><p>Cześć</p></body></html>',
      },
    });
    expect(mailing.status).toBe(201);
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).status).toBe(202);
    expect((await session.call('POST', `/mailings/${mailing.body.id}/send`, { json: {} })).body.code).toBe('MAILING_NOT_EDITABLE');
    await drainQueues();

    expect(metrics().every((m) => m.namespace === 'Goniec' && m.dimensions.service === 'goniec')).toBe(true);
    expect(total('Sends', { channel: 'email', outcome: 'sent' })).toBe(2);
    expect(total('Sends', { outcome: 'failed' })).toBe(0);
    expect(total('ApiErrors', { code: 'MAILING_NOT_EDITABLE' })).toBe(1);
    // Answers without an error count nothing.
    expect(metrics().filter((m) => m.name === 'ApiErrors')).toHaveLength(1);
  });
});
