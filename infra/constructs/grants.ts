import { Aws, Stack } from 'aws-cdk-lib';
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
