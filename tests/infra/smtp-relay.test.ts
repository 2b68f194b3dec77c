import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '@infra/resources';
import { buildTestApp, DEV_CONTEXT, PROD_CONTEXT, SMTP_CONTEXT, type TestApp } from './helpers';

// Template JSON is untyped; the assertions below are the type check.

type Resource = { Type: string; Properties: Record<string, any> };

const only = (template: Template, type: string): Resource => {
  const found = Object.values(template.findResources(type) as Record<string, Resource>);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe('SMTP relay with smtpCertificateArn', () => {
  let built: TestApp;
  let smtp: Template;
  let data: Template;

  beforeAll(() => {
    built = buildTestApp({ ...PROD_CONTEXT, ...SMTP_CONTEXT });
    smtp = Template.fromStack(built.stacks.smtp!);
    data = Template.fromStack(built.stacks.data);
  });

  it('adds the Goniec-<stage>-Smtp stack after the messaging stack', () => {
    expect(built.stacks.smtp?.stackName).toBe('Goniec-prod-Smtp');
    expect(built.stacks.smtp?.dependencies).toContain(built.stacks.messaging);
    expect(built.stacks.web.dependencies).not.toContain(built.stacks.smtp);
  });

  it('runs two ARM64 Fargate tasks (0.25 vCPU, 0.5 GB) with public addresses, half kept during a deploy', () => {
    smtp.hasResourceProperties('AWS::ECS::Service', {
      LaunchType: 'FARGATE',
      DesiredCount: 2,
      DeploymentConfiguration: Match.objectLike({ MinimumHealthyPercent: 50, DeploymentCircuitBreaker: { Enable: true, Rollback: true } }),
      NetworkConfiguration: { AwsvpcConfiguration: Match.objectLike({ AssignPublicIp: 'ENABLED' }) },
    });
    smtp.hasResourceProperties('AWS::ECS::TaskDefinition', {
      Cpu: '256',
      Memory: '512',
      RuntimePlatform: { CpuArchitecture: 'ARM64', OperatingSystemFamily: 'LINUX' },
    });
    smtp.hasResourceProperties('AWS::ECS::Cluster', {
      ClusterSettings: [{ Name: 'containerInsights', Value: 'enabled' }],
    });
    smtp.resourceCountIs('AWS::EC2::NatGateway', 0);
  });

  it('gives the container the functions environment, port 2525, logs with retention and time to drain', () => {
    const container = only(smtp, 'AWS::ECS::TaskDefinition').Properties.ContainerDefinitions[0];
    const names = (container.Environment as { Name: string }[]).map((e) => e.Name);
    expect(names).toEqual(expect.arrayContaining([ENV.appTable, ENV.sendQueueUrl, ENV.senderDomain, ENV.stage, 'GONIEC_SMTP_PORT']));
    expect(container.Environment).toContainEqual({ Name: 'GONIEC_SMTP_PORT', Value: '2525' });
    expect(container.PortMappings).toEqual([{ ContainerPort: 2525, Protocol: 'tcp' }]);
    expect(container.LogConfiguration.LogDriver).toBe('awslogs');
    expect(container.ReadonlyRootFilesystem).toBe(true);
    expect(container.StopTimeout).toBe(45);
    for (const group of Object.values(smtp.findResources('AWS::Logs::LogGroup') as Record<string, Resource>))
      expect(group.Properties.RetentionInDays).toBe(30);
  });

  it('listens on 465 with the context certificate and a TLS 1.2+ policy, forwarding TCP to 2525', () => {
    smtp.hasResourceProperties('AWS::ElasticLoadBalancingV2::LoadBalancer', {
      Type: 'network',
      Scheme: 'internet-facing',
      LoadBalancerAttributes: Match.arrayWith([
        { Key: 'access_logs.s3.enabled', Value: 'true' },
        { Key: 'access_logs.s3.prefix', Value: 'smtp-nlb' },
      ]),
    });
    smtp.hasResourceProperties('AWS::ElasticLoadBalancingV2::Listener', {
      Port: 465,
      Protocol: 'TLS',
      Certificates: [{ CertificateArn: SMTP_CONTEXT.smtpCertificateArn }],
      SslPolicy: 'ELBSecurityPolicy-TLS13-1-2-2021-06',
    });
    smtp.hasResourceProperties('AWS::ElasticLoadBalancingV2::TargetGroup', {
      Port: 2525,
      Protocol: 'TCP',
      TargetType: 'ip',
      HealthCheckProtocol: 'TCP',
    });
  });

  it('lets 2525 in from the NLB only and HTTPS out only', () => {
    const groups = smtp.findResources('AWS::EC2::SecurityGroup') as Record<string, Resource>;
    const [lbId] = Object.entries(groups).find(([, g]) => String(g.Properties.GroupDescription).startsWith('SMTP relay NLB'))!;
    const [taskId, task] = Object.entries(groups).find(([, g]) => String(g.Properties.GroupDescription).startsWith('SMTP relay tasks'))!;
    expect(task.Properties.SecurityGroupIngress ?? []).toEqual([]);
    expect(task.Properties.SecurityGroupEgress).toEqual([expect.objectContaining({ CidrIp: '0.0.0.0/0', FromPort: 443, ToPort: 443 })]);
    smtp.hasResourceProperties('AWS::EC2::SecurityGroupIngress', {
      GroupId: { 'Fn::GetAtt': [taskId, 'GroupId'] },
      SourceSecurityGroupId: { 'Fn::GetAtt': [lbId, 'GroupId'] },
      FromPort: 2525,
      ToPort: 2525,
    });
    smtp.resourceCountIs('AWS::EC2::SecurityGroupIngress', 1);
    expect(groups[lbId]!.Properties.SecurityGroupIngress).toEqual([
      expect.objectContaining({ CidrIp: '0.0.0.0/0', FromPort: 465, ToPort: 465 }),
    ]);
  });

  it('grants the task role the app table and sending on the send queue, nothing else', () => {
    const role = Object.entries(smtp.findResources('AWS::IAM::Role') as Record<string, Resource>).find(([id]) => id.includes('TaskRole'))!;
    const policy = Object.values(smtp.findResources('AWS::IAM::Policy') as Record<string, Resource>).find((p) =>
      JSON.stringify(p.Properties.Roles).includes(role[0]),
    )!;
    const statements = policy.Properties.PolicyDocument.Statement as { Action: string[]; Resource: unknown }[];
    const actions = statements.flatMap((s) => s.Action);
    expect(actions.every((a) => a.startsWith('dynamodb:') || a.startsWith('sqs:'))).toBe(true);
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions).toContain('sqs:SendMessage');
    const sqsStatement = statements.find((s) => s.Action.includes('sqs:SendMessage'))!;
    expect(JSON.stringify(sqsStatement.Resource)).toMatch(/sendqueue/);
  });

  it('lets the log delivery service write the NLB access logs into the logs bucket', () => {
    const policy = JSON.stringify(data.findResources('AWS::S3::BucketPolicy'));
    expect(policy).toContain('delivery.logs.amazonaws.com');
    expect(policy).toMatch(/smtp-nlb\/AWSLogs\//);
  });

  it('stages the image context without node_modules, web or tests, and builds it for ARM64', () => {
    const outdir = built.app.outdir;
    built.app.synth();
    const manifest = readdirSync(outdir).find((f) => f === 'Goniec-prod-Smtp.assets.json')!;
    const assets = JSON.parse(readFileSync(join(outdir, manifest), 'utf8')) as {
      dockerImages: Record<string, { source: { directory: string; dockerFile: string; platform: string } }>;
    };
    const [image] = Object.values(assets.dockerImages);
    expect(image!.source).toMatchObject({ dockerFile: 'infra/smtp-relay/Dockerfile', platform: 'linux/arm64' });
    const staged = join(outdir, image!.source.directory);
    expect(readdirSync(staged).sort()).toEqual(['functions', 'infra', 'package-lock.json', 'package.json', 'shared', 'tsconfig.json']);
    expect(readdirSync(join(staged, 'infra'))).toEqual(['smtp-relay']);
    expect(existsSync(join(staged, 'functions', 'smtp', 'main.ts'))).toBe(true);
  });
});

describe('without smtpCertificateArn', () => {
  it('builds no Smtp stack, no ECS service, no load balancer and no log delivery grant', () => {
    const { stacks, app } = buildTestApp(DEV_CONTEXT);
    expect(stacks.smtp).toBeUndefined();
    const all = app.node.children.filter(Stack.isStack);
    expect(all.map((s) => s.stackName)).not.toContain('Goniec-dev-Smtp');
    for (const stack of all) {
      const template = Template.fromStack(stack);
      template.resourceCountIs('AWS::ECS::Service', 0);
      template.resourceCountIs('AWS::ElasticLoadBalancingV2::LoadBalancer', 0);
      template.resourceCountIs('AWS::EC2::VPC', 0);
    }
    expect(JSON.stringify(Template.fromStack(stacks.data).findResources('AWS::S3::BucketPolicy'))).not.toContain(
      'delivery.logs.amazonaws.com',
    );
  });

  it('refuses a malformed certificate ARN and smtpDomain without the certificate', () => {
    expect(() => buildTestApp({ ...DEV_CONTEXT, smtpCertificateArn: 'not-an-arn' })).toThrow(/smtpCertificateArn/);
    expect(() => buildTestApp({ ...DEV_CONTEXT, smtpDomain: 'smtp.example.com' })).toThrow(/smtpDomain/);
  });
});
