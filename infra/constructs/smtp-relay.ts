import { Aws, CfnOutput, Duration, IgnoreMode, RemovalPolicy } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import { DockerImageAsset, Platform } from 'aws-cdk-lib/aws-ecr-assets';
import * as ecs from 'aws-cdk-lib/aws-ecs';
import * as elbv2 from 'aws-cdk-lib/aws-elasticloadbalancingv2';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { REPO_ROOT } from '../paths';
import { grantAppTableReadWrite } from './grants';
import { acknowledge } from './nag';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';

/** The relay's plain port inside the task; the NLB ends TLS on 465 and forwards here. */
export const SMTP_RELAY_PORT = 2525;
export const SMTP_TLS_PORT = 465;

/**
 * What `docker build` needs of the repository: the lockfile to install esbuild and the dependencies,
 * the sources it bundles, and the Dockerfile. Everything else (node_modules, .git, web, tests) stays
 * out of the staged asset, so synth copies a few MB and never runs Docker.
 */
const IMAGE_CONTEXT = [
  '*',
  '!package.json',
  '!package-lock.json',
  '!tsconfig.json',
  '!functions',
  '!shared',
  '!infra',
  'infra/*',
  '!infra/smtp-relay',
];

/**
 * NLB access logs (written for TLS listeners only, the one listener here). CDK's logAccessLogs wants
 * the region at synth time, which these environment-agnostic templates do not have; NLBs deliver
 * through the log delivery service in every region, so the bucket policy needs no region.
 */
function logAccessLogs(loadBalancer: elbv2.NetworkLoadBalancer, bucket: s3.IBucket, prefix: string): void {
  loadBalancer.setAttribute('access_logs.s3.enabled', 'true');
  loadBalancer.setAttribute('access_logs.s3.bucket', bucket.bucketName);
  loadBalancer.setAttribute('access_logs.s3.prefix', prefix);
  const delivery = new iam.ServicePrincipal('delivery.logs.amazonaws.com');
  const fromThisAccount = { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } };
  bucket.addToResourcePolicy(
    new iam.PolicyStatement({
      actions: ['s3:PutObject'],
      principals: [delivery],
      resources: [bucket.arnForObjects(`${prefix}/AWSLogs/${Aws.ACCOUNT_ID}/*`)],
      conditions: { StringEquals: { 's3:x-amz-acl': 'bucket-owner-full-control', 'aws:SourceAccount': Aws.ACCOUNT_ID } },
    }),
  );
  bucket.addToResourcePolicy(
    new iam.PolicyStatement({
      actions: ['s3:GetBucketAcl'],
      principals: [delivery],
      resources: [bucket.bucketArn],
      conditions: fromThisAccount,
    }),
  );
}

export interface SmtpRelayProps {
  /** ACM certificate of the TLS listener on 465 (same region as the stack). */
  readonly certificateArn: string;
  /** The same environment the functions get (function-env.ts) plus the relay's port. */
  readonly environment: Record<string, string>;
  readonly table: ITable;
  /** The transactional path's queue: accepted messages go onto it as send batches. */
  readonly sendQueue: IQueue;
  /** Where the NLB's access logs go (the data stack's logs bucket). */
  readonly accessLogsBucket: s3.IBucket;
  readonly retainLogs: boolean;
}

/**
 * The SMTP relay of SMTP users (functions/smtp/main.ts) as a Fargate service of two ARM64 tasks in
 * two zones behind an internet-facing NLB: TLS on 465 ends at the listener, TCP to 2525 in the task.
 * The VPC has public subnets only and no NAT gateway: the tasks get public addresses to reach
 * DynamoDB, SQS, ECR and CloudWatch Logs, and their security group lets in only the NLB and lets out
 * only HTTPS, which costs nothing per hour where a NAT gateway or five interface endpoints would.
 */
export class SmtpRelay extends Construct {
  readonly service: ecs.FargateService;
  readonly loadBalancer: elbv2.NetworkLoadBalancer;
  readonly taskDefinition: ecs.FargateTaskDefinition;

  constructor(scope: Construct, id: string, props: SmtpRelayProps) {
    super(scope, id);
    const removalPolicy = props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    const vpc = new ec2.Vpc(this, 'Vpc', {
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'Public', subnetType: ec2.SubnetType.PUBLIC, cidrMask: 24 }],
    });
    // Rejected packets only: enough to see who knocks on ports other than 465, without paying for every session's flow.
    vpc.addFlowLog('FlowLog', {
      trafficType: ec2.FlowLogTrafficType.REJECT,
      destination: ec2.FlowLogDestination.toCloudWatchLogs(
        new logs.LogGroup(this, 'FlowLogs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy }),
      ),
    });

    const lbSecurityGroup = new ec2.SecurityGroup(this, 'LoadBalancerSecurityGroup', {
      vpc,
      description: 'SMTP relay NLB: 465 from anywhere, 2525 to the relay tasks only',
      allowAllOutbound: false,
    });
    lbSecurityGroup.addIngressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(SMTP_TLS_PORT), 'SMTP submission over implicit TLS');
    const taskSecurityGroup = new ec2.SecurityGroup(this, 'TaskSecurityGroup', {
      vpc,
      description: 'SMTP relay tasks: 2525 from the NLB only, HTTPS out to AWS APIs',
      allowAllOutbound: false,
    });
    taskSecurityGroup.addIngressRule(lbSecurityGroup, ec2.Port.tcp(SMTP_RELAY_PORT), 'Sessions and health checks from the NLB');
    taskSecurityGroup.addEgressRule(ec2.Peer.anyIpv4(), ec2.Port.tcp(443), 'DynamoDB, SQS, ECR and CloudWatch Logs over HTTPS');
    lbSecurityGroup.addEgressRule(taskSecurityGroup, ec2.Port.tcp(SMTP_RELAY_PORT), 'Sessions and health checks to the relay tasks');
    acknowledge(
      lbSecurityGroup,
      'AwsSolutions-EC23',
      'The relay is a public SMTP submission endpoint: applications of the accounts connect from addresses nobody knows in advance, only on 465, over TLS, and must sign in as an SMTP user (AUTH is required).',
    );

    const cluster = new ecs.Cluster(this, 'Cluster', { vpc, containerInsightsV2: ecs.ContainerInsights.ENABLED });

    const image = new DockerImageAsset(this, 'Image', {
      directory: REPO_ROOT,
      file: 'infra/smtp-relay/Dockerfile',
      platform: Platform.LINUX_ARM64,
      ignoreMode: IgnoreMode.DOCKER,
      exclude: IMAGE_CONTEXT,
    });
    this.taskDefinition = new ecs.FargateTaskDefinition(this, 'Task', {
      cpu: 256,
      memoryLimitMiB: 512,
      runtimePlatform: { cpuArchitecture: ecs.CpuArchitecture.ARM64, operatingSystemFamily: ecs.OperatingSystemFamily.LINUX },
    });
    const logGroup = new logs.LogGroup(this, 'Logs', { retention: logs.RetentionDays.ONE_MONTH, removalPolicy });
    const container = this.taskDefinition.addContainer('Relay', {
      image: ecs.ContainerImage.fromDockerImageAsset(image),
      logging: ecs.LogDrivers.awsLogs({ logGroup, streamPrefix: 'relay' }),
      environment: { ...props.environment, GONIEC_SMTP_PORT: String(SMTP_RELAY_PORT) },
      portMappings: [{ containerPort: SMTP_RELAY_PORT, protocol: ecs.Protocol.TCP }],
      readonlyRootFilesystem: true,
      // smtp-server lets open sessions finish for up to 30 s after SIGTERM (functions/smtp/main.ts).
      stopTimeout: Duration.seconds(45),
    });
    acknowledge(
      this.taskDefinition,
      'AwsSolutions-ECS2',
      'The environment holds resource names only (table, queue URLs, bucket, configuration set, stage), the same the Lambda functions get; secrets are read by ARN at run time, none is in the environment.',
    );

    // Least privilege: the relay reads SMTP users, sending domains, settings and subscribers, writes the
    // transactional records and counters, and queues send batches; nothing else of the app.
    grantAppTableReadWrite(props.table, this.taskDefinition.taskRole);
    props.sendQueue.grantSendMessages(this.taskDefinition.taskRole);
    const executionRole = this.taskDefinition.obtainExecutionRole();
    acknowledge(
      executionRole,
      'AwsSolutions-IAM5[Resource::*]',
      'ECS pulls the image from the CDK assets repository with ecr:GetAuthorizationToken, which has no resource-level permissions and so can only be granted on "*"; the pull itself is limited to that repository.',
    );

    this.service = new ecs.FargateService(this, 'Service', {
      cluster,
      taskDefinition: this.taskDefinition,
      desiredCount: 2,
      minHealthyPercent: 50,
      maxHealthyPercent: 200,
      assignPublicIp: true,
      vpcSubnets: { subnetType: ec2.SubnetType.PUBLIC },
      securityGroups: [taskSecurityGroup],
      circuitBreaker: { rollback: true },
    });

    this.loadBalancer = new elbv2.NetworkLoadBalancer(this, 'LoadBalancer', {
      vpc,
      internetFacing: true,
      crossZoneEnabled: true,
      securityGroups: [lbSecurityGroup],
      vpcSubnets: { subnetType: ec2.SubnetType.PUBLIC },
    });
    logAccessLogs(this.loadBalancer, props.accessLogsBucket, 'smtp-nlb');
    const listener = this.loadBalancer.addListener('Smtps', {
      port: SMTP_TLS_PORT,
      protocol: elbv2.Protocol.TLS,
      certificates: [elbv2.ListenerCertificate.fromArn(props.certificateArn)],
      // TLS 1.2 and 1.3 only.
      sslPolicy: elbv2.SslPolicy.RECOMMENDED_TLS,
    });
    listener.addTargets('Relay', {
      port: SMTP_RELAY_PORT,
      protocol: elbv2.Protocol.TCP,
      targets: [this.service.loadBalancerTarget({ containerName: container.containerName, containerPort: SMTP_RELAY_PORT })],
      healthCheck: { protocol: elbv2.Protocol.TCP, interval: Duration.seconds(10), healthyThresholdCount: 2, unhealthyThresholdCount: 2 },
      // Draining before ECS sends SIGTERM: new sessions go to the other task, open ones continue.
      deregistrationDelay: Duration.seconds(30),
    });

    new CfnOutput(this, 'LoadBalancerDnsName', {
      value: this.loadBalancer.loadBalancerDnsName,
      description: 'Point the SMTP name (smtpDomain, a CNAME) at this; clients connect on 465 with implicit TLS',
    });
  }
}
