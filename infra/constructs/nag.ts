import { Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * Acknowledges a cdk-nag (v3) finding on one construct and its children. The reason is mandatory and
 * must say why the finding is acceptable, so a reviewer can judge it without reading the stack code.
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  if (!/^AwsSolutions-[A-Z]+\d+(\[.+\])?$/.test(id)) throw new Error(`not a cdk-nag AwsSolutions rule id: ${id}`);
  if (reason.trim().length < 30) throw new Error(`nag acknowledgement ${id} on ${scope.node.path} needs a real reason`);
  Validations.of(scope).acknowledge({ id, reason });
}
