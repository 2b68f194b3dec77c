import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '@infra/resources';
import { buildTestApp, PROD_CONTEXT } from './helpers';

type Statement = { Action: string | string[]; Resource: unknown };
type Policy = { Properties: { PolicyDocument: { Statement: Statement[] }; Roles: unknown[] } };

let api: Template;
let data: Template;

beforeAll(() => {
  const { stacks } = buildTestApp(PROD_CONTEXT);
  api = Template.fromStack(stacks.api);
  data = Template.fromStack(stacks.data);
});

/** Every statement of the API function's role that names `action` (alone, with `only`). */
function apiStatements(action: string, only = false): Statement[] {
  const policies = Object.entries(api.findResources('AWS::IAM::Policy') as Record<string, Policy>);
  return policies
    .filter(([id]) => id.startsWith('ApiFunction'))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
    .filter((s) => (only ? s.Action === action : ([] as string[]).concat(s.Action).includes(action)));
}

const resources = (statements: Statement[]) => statements.flatMap((s) => ([] as unknown[]).concat(s.Resource));

describe('admin zone grants', () => {
  it('let the API read the depth of every queue and DLQ, and look up only the DLQs, by name', () => {
    // (Sending to the plan queue brings its own GetQueueAttributes and GetQueueUrl, for that queue alone.)
    const attributes = apiStatements('sqs:GetQueueAttributes', true);
    expect(attributes).toHaveLength(1);
    expect(resources(attributes)).toHaveLength(QUEUES.length * 2);
    const urls = apiStatements('sqs:GetQueueUrl', true);
    expect(urls).toHaveLength(1);
    expect(resources(urls)).toHaveLength(QUEUES.length);
    // The DLQs are a subset of what may be read; nothing is a wildcard.
    const read = JSON.stringify(resources(attributes));
    for (const dlq of resources(urls)) expect(read).toContain(JSON.stringify(dlq));
    expect(JSON.stringify([...resources(attributes), ...resources(urls)])).not.toContain('*');
  });

  it('never let the API receive, delete or purge queue messages', () => {
    for (const action of ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:PurgeQueue', 'sqs:*'])
      expect(apiStatements(action), action).toEqual([]);
  });

  it('publish the app table name for operators’ scripts', () => {
    data.hasOutput('AppTableName', { Value: { Ref: Match.stringLikeRegexp('^AppTable') } });
  });
});
