import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as ses from 'aws-cdk-lib/aws-ses';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GoniecStacks } from '@infra/app';
import { SES_REPUTATION_ALARMS } from '@infra/constructs/monitoring';
import { EDGE_ENTRIES, ENV, QUEUES } from '@infra/resources';
import { LEGACY_IDENTITY_LOGICAL_ID } from '@infra/stacks/sending-stack';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT } from './helpers';

/**
 * The delivery engine's infrastructure (issue 12): alarms on one topic, the send-path dashboard,
 * the send worker's concurrency and permissions, the sender identity (adopt or create, MAIL FROM,
 * DKIM, DMARC).
 */

// Template JSON is untyped; the assertions below are the type check.
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };

let prod: GoniecStacks;
let dev: GoniecStacks;
const t = {} as Record<keyof GoniecStacks, Template>;
let devMessaging: Template;

beforeAll(() => {
  prod = buildTestApp({
    ...PROD_CONTEXT,
    webDistDir: fakeWebDist(),
    sendWorkerConcurrency: 30,
    smsMaxSendRate: 50,
    dmarcReportEmail: 'dmarc@reports.example.net',
  }).stacks;
  dev = buildTestApp(DEV_CONTEXT).stacks;
  for (const key of ['sending', 'messaging', 'api', 'ticker'] as const) t[key] = Template.fromStack(prod[key]);
  devMessaging = Template.fromStack(dev.messaging);
});

const alarms = (template: Template) => Object.values(template.findResources('AWS::CloudWatch::Alarm') as Record<string, Resource>);
const topicRef = (template: Template) => Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;

describe('alarm topic', () => {
  it('exists without alarmEmail, with no subscription, and its ARN is an exported output', () => {
    devMessaging.resourceCountIs('AWS::SNS::Topic', 1);
    devMessaging.resourcePropertiesCountIs('AWS::SNS::Subscription', { Protocol: 'email' }, 0);
    devMessaging.hasOutput('AlarmTopicArn', {
      Value: { Ref: Match.stringLikeRegexp('^AlarmTopic') },
      Export: { Name: 'goniec-dev-alarm-topic-arn' },
    });
    t.messaging.hasOutput('AlarmTopicArn', { Export: { Name: 'goniec-prod-alarm-topic-arn' } });
  });

  it('is the one action of every alarm in every stack', () => {
    const topic = topicRef(t.messaging);
    for (const alarm of alarms(t.messaging)) expect(alarm.Properties.AlarmActions).toEqual([{ Ref: topic }]);
    for (const template of [t.api, t.ticker]) {
      expect(alarms(template).length).toBeGreaterThan(0);
      for (const alarm of alarms(template)) {
        expect(alarm.Properties.AlarmActions).toHaveLength(1);
        expect(JSON.stringify(alarm.Properties.AlarmActions)).toMatch(/ImportValue.*AlarmTopic/);
      }
    }
  });
});

describe('alarms', () => {
  it.each(QUEUES)('$id DLQ depth ≥ 1', (spec) => {
    t.messaging.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^${spec.id}dlq`), 'QueueName'] } }],
    });
  });

  it('the send queue oldest message age, at sendQueueAgeAlarmMinutes', () => {
    t.messaging.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateAgeOfOldestMessage',
      Threshold: 60 * 60,
      Statistic: 'Maximum',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^sendqueue'), 'QueueName'] } }],
    });
  });

  const functionAlarms = (template: Template, metric: string) =>
    alarms(template).filter((a) => a.Properties.Namespace === 'AWS/Lambda' && a.Properties.MetricName === metric);

  it.each(['Errors', 'Throttles'])('Lambda %s for every worker, the API, tracking and ticker functions', (metric) => {
    const functionIds = (template: Template) =>
      functionAlarms(template, metric).map((a) => {
        expect(a.Properties).toMatchObject({
          Threshold: 1,
          Statistic: 'Sum',
          Period: 300,
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        });
        return (a.Properties.Dimensions as { Value: { Ref: string } }[])[0]!.Value.Ref;
      });
    expect(
      functionIds(t.messaging)
        .map((id) => id.replace(/(worker|Fn).*$/, ''))
        .sort(),
      // Each queue's worker, and the function that records SMS delivery reports from SNS's logs.
    ).toEqual([...QUEUES.map((q) => q.id), 'smsdeliverylogs'].sort());
    expect(
      functionIds(t.api)
        .map((id) => id.replace(/Function.*$/, ''))
        .sort(),
    ).toEqual(['Api', 'Tracking']);
    expect(functionIds(t.ticker).map((id) => id.replace(/Function.*$/, ''))).toEqual(['Ticker']);
  });

  it('SES account reputation: bounce rate 2% and 5%, complaint rate 0.05% and 0.1%', () => {
    const ses = alarms(t.messaging).filter((a) => a.Properties.Namespace === 'AWS/SES');
    expect(ses.map((a) => [a.Properties.MetricName, a.Properties.Threshold])).toEqual(
      expect.arrayContaining([
        ['Reputation.BounceRate', 0.02],
        ['Reputation.BounceRate', 0.05],
        ['Reputation.ComplaintRate', 0.0005],
        ['Reputation.ComplaintRate', 0.001],
      ]),
    );
    expect(ses).toHaveLength(SES_REPUTATION_ALARMS.length);
    for (const alarm of ses) {
      // Account-level metrics: no dimensions; missing data (nothing sent) keeps the last state.
      expect(alarm.Properties.Dimensions ?? []).toEqual([]);
      expect(alarm.Properties).toMatchObject({
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'ignore',
        Statistic: 'Maximum',
      });
    }
  });
});

describe('send-path dashboard', () => {
  it('shows queues, DLQs, workers and SES', () => {
    const dashboards = Object.values(t.messaging.findResources('AWS::CloudWatch::Dashboard') as Record<string, Resource>);
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('goniec-prod-send-path');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const metric of [
      'ApproximateNumberOfMessagesVisible',
      'ApproximateAgeOfOldestMessage',
      'ApproximateNumberOfMessagesNotVisible',
      'Invocations',
      'Errors',
      'Throttles',
      'Duration',
      'ConcurrentExecutions',
      '\\"Send\\"',
      '\\"Delivery\\"',
      '\\"Bounce\\"',
      '\\"Complaint\\"',
      'Reputation.BounceRate',
      'Reputation.ComplaintRate',
    ])
      expect(body, metric).toContain(metric);
    for (const spec of QUEUES) {
      expect(body).toMatch(new RegExp(`"Fn::GetAtt":\\["${spec.id}queue[A-Z0-9]+","QueueName"\\]`));
      expect(body).toMatch(new RegExp(`"Fn::GetAtt":\\["${spec.id}dlq[A-Z0-9]+","QueueName"\\]`));
      expect(body).toMatch(new RegExp(`"Ref":"${spec.id}worker[A-Za-z0-9]+"`));
    }
  });
});

describe('send worker', () => {
  const sendWorker = () => {
    const mappings = Object.values(t.messaging.findResources('AWS::Lambda::EventSourceMapping') as Record<string, Resource>);
    const mapping = mappings.find((m) => (m.Properties.EventSourceArn['Fn::GetAtt'][0] as string).startsWith('sendqueue'))!;
    const fn = t.messaging.toJSON().Resources[mapping.Properties.FunctionName.Ref] as Resource;
    return { mapping, fn, others: mappings.filter((m) => m !== mapping) };
  };

  it('has reserved concurrency from sendWorkerConcurrency and an event source that never exceeds it', () => {
    const { mapping, fn, others } = sendWorker();
    expect(fn.Properties.ReservedConcurrentExecutions).toBe(30);
    expect(mapping.Properties.ScalingConfig).toEqual({ MaximumConcurrency: 30 });
    for (const other of others) expect(other.Properties.ScalingConfig).toBeUndefined();
    const devSend = Object.values(devMessaging.findResources('AWS::Lambda::Function') as Record<string, Resource>).filter(
      (f) => f.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(devSend.map((f) => f.Properties.ReservedConcurrentExecutions)).toEqual([20]);
  });

  it('may read the SES account quota (ses:GetAccount), and no other function may', () => {
    const policies = Object.entries(t.messaging.findResources('AWS::IAM::Policy') as Record<string, Resource>);
    const withGetAccount = policies.filter(([, p]) => JSON.stringify(p.Properties.PolicyDocument).includes('ses:GetAccount'));
    expect(withGetAccount.map(([id]) => id)).toEqual([expect.stringMatching(/^sendworkerRole/)]);
    const statement = (withGetAccount[0]![1].Properties.PolicyDocument.Statement as { Action: unknown; Resource: unknown }[]).find(
      (s) => s.Action === 'ses:GetAccount',
    )!;
    expect(statement.Resource).toBe('*');
  });

  it('tells every function the SMS rate (SMS_MAX_SEND_RATE from smsMaxSendRate)', () => {
    for (const template of [t.messaging, t.api, t.ticker]) {
      for (const fn of Object.values(template.findResources('AWS::Lambda::Function') as Record<string, Resource>)) {
        expect(fn.Properties.Environment.Variables[ENV.smsMaxSendRate]).toBe('50');
      }
    }
  });
});

describe('sender identity', () => {
  const provider = () => {
    const fns = Object.entries(t.sending.findResources('AWS::Lambda::Function') as Record<string, Resource>);
    expect(fns).toHaveLength(1);
    return fns[0]!;
  };

  it('is a custom resource (create or adopt), not AWS::SES::EmailIdentity, so an existing identity does not fail the stack', () => {
    t.sending.resourceCountIs('AWS::SES::EmailIdentity', 0);
    const [providerId] = provider();
    t.sending.hasResource('Custom::SesSenderIdentity', {
      Properties: {
        ServiceToken: { 'Fn::GetAtt': [providerId, 'Arn'] },
        Domain: PROD_CONTEXT.senderDomain,
        ConfigurationSetName: { Ref: Match.stringLikeRegexp('^ConfigurationSet') },
        MailFromDomain: `mail.${PROD_CONTEXT.senderDomain}`,
      },
      DependsOn: Match.arrayWith([Match.stringLikeRegexp('^ConfigurationSet')]),
    });
    expect(EDGE_ENTRIES.senderIdentity).toBe('functions/edge/sender-identity.ts');
  });

  it('lets the provider manage only this identity and configuration set', () => {
    const [, fn] = provider();
    const roleId = fn.Properties.Role['Fn::GetAtt'][0] as string;
    const policies = Object.values(t.sending.findResources('AWS::IAM::Policy') as Record<string, Resource>).filter((p) =>
      JSON.stringify(p.Properties.Roles).includes(roleId),
    );
    const statements = policies.flatMap((p) => p.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown }[]);
    const sesStatement = statements.find((s) => JSON.stringify(s.Action).includes('ses:CreateEmailIdentity'))!;
    expect(sesStatement.Action).toEqual(
      expect.arrayContaining(['ses:GetEmailIdentity', 'ses:DeleteEmailIdentity', 'ses:PutEmailIdentityMailFromAttributes']),
    );
    const resources = JSON.stringify(sesStatement.Resource);
    expect(resources).toContain(`:identity/${PROD_CONTEXT.senderDomain}`);
    expect(resources).toContain(':configuration-set/');
    expect(resources).not.toContain('"*"');
  });

  it('outputs the DKIM CNAMEs from the custom resource, whichever way it got the identity', () => {
    for (const i of [1, 2, 3]) {
      t.sending.hasOutput(`DkimRecord${i}`, { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SenderIdentity'), `DkimRecord${i}`] } });
    }
    t.sending.hasOutput('SenderIdentityOrigin', { Value: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SenderIdentity'), 'Origin'] } });
  });

  it('outputs the MAIL FROM MX and SPF records and the DMARC record', () => {
    const outputs = t.sending.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(JSON.stringify(outputs.MailFromMxRecord!.Value)).toMatch(
      /mail\.mail\.example\.com MX 10 feedback-smtp\.",\{"Ref":"AWS::Region"\},"\.amazonses\.com/,
    );
    expect(outputs.MailFromSpfRecord!.Value).toBe('mail.mail.example.com TXT "v=spf1 include:amazonses.com ~all"');
    expect(outputs.DmarcRecord!.Value).toBe('_dmarc.mail.example.com TXT "v=DMARC1; p=none; rua=mailto:dmarc@reports.example.net"');
    const devOutputs = Template.fromStack(dev.sending).toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(devOutputs.DmarcRecord!.Value).toBe('_dmarc.example.com TXT "v=DMARC1; p=none; rua=mailto:dmarc@example.com"');
  });

  it('lets functions send as the identity by its ARN (the grant does not depend on who created it)', () => {
    const policy = JSON.stringify(Template.fromStack(prod.messaging).findResources('AWS::IAM::Policy'));
    expect(policy).toContain(`:identity/${PROD_CONTEXT.senderDomain}`);
  });

  it('keepLegacySenderIdentity keeps the old AWS::SES::EmailIdentity, unchanged but retained, for the upgrade deploy', () => {
    // The id the identity had as new ses.EmailIdentity(stack, 'SenderIdentity') before this change.
    const before = new Stack(new App(), 'Before');
    const old = new ses.EmailIdentity(before, 'SenderIdentity', { identity: ses.Identity.domain('example.com') });
    expect(before.getLogicalId(old.node.defaultChild as ses.CfnEmailIdentity)).toBe(LEGACY_IDENTITY_LOGICAL_ID);

    const upgrading = Template.fromStack(buildTestApp({ ...PROD_CONTEXT, keepLegacySenderIdentity: 'true' }).stacks.sending);
    const legacy = upgrading.toJSON().Resources[LEGACY_IDENTITY_LOGICAL_ID] as Resource & {
      UpdateReplacePolicy?: string;
      DeletionPolicy?: string;
    };
    expect(legacy).toMatchObject({
      Type: 'AWS::SES::EmailIdentity',
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        EmailIdentity: PROD_CONTEXT.senderDomain,
        ConfigurationSetAttributes: { ConfigurationSetName: { Ref: expect.stringMatching(/^ConfigurationSet/) } },
      },
    });
    upgrading.resourceCountIs('Custom::SesSenderIdentity', 1);
    t.sending.resourceCountIs('AWS::SES::EmailIdentity', 0);
  });
});
