import { ArnFormat, Aws, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import { APP_TABLE, SSM_PUBLIC_BASE_URL } from '../resources';

const TABLE_READ_WRITE = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:Scan',
  'dynamodb:ConditionCheckItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:DescribeTable',
];

/**
 * Like `table.grantReadWriteData`, but names each index instead of `index/*`, so the policy has no
 * wildcard to justify and a new index needs a conscious grant.
 */
export function grantAppTableReadWrite(table: ITable, grantee: iam.IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: TABLE_READ_WRITE,
      resources: [table.tableArn, ...APP_TABLE.indexes.map((index) => `${table.tableArn}/index/${index.name}`)],
    }),
  );
}

/**
 * Read access to the public-base-url parameter by its well-known name; referencing the web stack's
 * parameter object instead would make every backend stack depend on the web stack and close a cycle.
 */
export function grantPublicBaseUrlRead(scope: IConstruct, stage: string, grantee: iam.IGrantable): void {
  const parameterArn = Stack.of(scope).formatArn({
    service: 'ssm',
    resource: 'parameter',
    resourceName: SSM_PUBLIC_BASE_URL(stage).replace(/^\//, ''),
  });
  grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }));
}

/** SES v2 SendEmail authorises against both the sender identity and the configuration set. */
export function grantSesSend(scope: IConstruct, identityArn: string, configurationSetName: string, grantee: iam.IGrantable): void {
  const configurationSetArn = Stack.of(scope).formatArn({
    service: 'ses',
    resource: 'configuration-set',
    resourceName: configurationSetName,
  });
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [identityArn, configurationSetArn] }),
  );
}

/**
 * Texts are published straight to phone numbers, which have no ARN: SNS authorises such a publish
 * against "*". NotResource on every SNS ARN leaves exactly that, so no topic can be published to.
 */
export function grantSmsSend(grantee: iam.IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['sns:Publish'], notResources: [`arn:${Aws.PARTITION}:sns:*:*:*`] }),
  );
}

/**
 * The sender paces itself to the account's SES quota (MaxSendRate, Max24HourSend) read with SES v2
 * GetAccount. GetAccount has no resource-level permissions, so its only possible resource is "*".
 */
export function grantSesAccountRead(grantee: iam.IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['ses:GetAccount'], resources: ['*'] }));
}

/** Every SES identity of the AWS account: the accounts' sending domains are created at run time, so no ARN of one is known to the stack. */
const anyIdentityArn = (scope: IConstruct) => Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });

/** The cdk-nag finding an `identity/*` resource raises, and why it stands (acknowledged where granted). */
export const ANY_IDENTITY_FINDING = 'AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*]';
export const ANY_IDENTITY_REASON =
  "Accounts add their own sending domains at run time (functions/domains): each is an SES identity unknown when the stack deploys, so the grant names the identity type, never another service's resources.";

/**
 * The API adds, reads and deletes the accounts' sending domains (SES v2 identities with Easy DKIM
 * and a custom MAIL FROM); the ticker reads them (and sets MAIL FROM again when SES had refused it).
 */
export function grantSendingDomainsManage(scope: IConstruct, grantee: iam.IGrantable, actions: 'manage' | 'check'): void {
  const all = ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity', 'ses:DeleteEmailIdentity', 'ses:PutEmailIdentityMailFromAttributes'];
  const check = ['ses:CreateEmailIdentity', 'ses:GetEmailIdentity', 'ses:PutEmailIdentityMailFromAttributes'];
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: actions === 'manage' ? all : check, resources: [anyIdentityArn(scope)] }),
  );
}

/** Mailings leave from the accounts' verified sending domains too, each its own SES identity. */
export function grantSesSendFromAccountDomains(scope: IConstruct, grantee: iam.IGrantable): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources: [anyIdentityArn(scope)] }),
  );
}

/**
 * SFTP servers' credentials (issue 20, functions/sftp/secrets.ts): one secret a server under
 * `goniec/<stage>/sftp/`, made, read, replaced and deleted by whoever keeps the servers (the API);
 * only read by whoever runs their tasks (`read`: the jobs worker).
 */
export function grantSftpSecrets(scope: IConstruct, stage: string, grantee: iam.IGrantable, access: 'manage' | 'read' = 'manage'): string {
  const resourceName = `goniec/${stage}/sftp/*`;
  const arn = Stack.of(scope).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  grantee.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions:
        access === 'read'
          ? ['secretsmanager:GetSecretValue']
          : [
              'secretsmanager:CreateSecret',
              'secretsmanager:GetSecretValue',
              'secretsmanager:PutSecretValue',
              'secretsmanager:DeleteSecret',
            ],
      resources: [arn],
    }),
  );
  return `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:secretsmanager:<AWS::Region>:<AWS::AccountId>:secret:${resourceName}]`;
}
