import { type RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import type { Construct } from 'constructs';

export interface EncryptedTopicProps {
  readonly displayName?: string;
  /** The AWS service that publishes to the topic (ses.amazonaws.com, cloudwatch.amazonaws.com). */
  readonly publisherService: string;
  readonly removalPolicy: RemovalPolicy;
}

/**
 * An SNS topic encrypted with its own rotating KMS key. The AWS managed aws/sns key cannot be used:
 * its policy can't be edited, so SES or CloudWatch could not publish to the topic.
 */
export function createEncryptedTopic(scope: Construct, id: string, props: EncryptedTopicProps): sns.Topic {
  const key = new kms.Key(scope, `${id}Key`, {
    description: `Encrypts the ${id} SNS topic`,
    enableKeyRotation: true,
    removalPolicy: props.removalPolicy,
  });
  key.addToResourcePolicy(
    new iam.PolicyStatement({
      principals: [new iam.ServicePrincipal(props.publisherService)],
      actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
      resources: ['*'],
      conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(scope).account } },
    }),
  );
  return new sns.Topic(scope, id, { displayName: props.displayName, masterKey: key, enforceSSL: true });
}
