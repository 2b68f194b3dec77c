import { type App, Stack, Validations } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, DEV_CONTEXT, fakeWebDist, PROD_CONTEXT, SMTP_CONTEXT } from './helpers';

/**
 * cdk-nag v3 is a CDK policy-validation plugin: findings no longer become annotations, they fail
 * `app.synth()` and are returned by `validateScope`. Acknowledgements are `Validations.acknowledge`.
 */

interface Finding {
  readonly rule: string;
  readonly severity: string;
  readonly path: string;
}

function findings(app: App, honourAcknowledgements: boolean): Finding[] {
  const pack = new AwsSolutionsChecks(undefined, { verbose: true });
  // Seeing every finding, acknowledged or not, is the only way to spot acknowledgements nothing needs.
  if (!honourAcknowledgements) (pack as unknown as { isAcknowledged: () => boolean }).isAcknowledged = () => false;
  return pack.validateScope(app).violations.flatMap((v) =>
    v.violatingResources.map((r) => ({
      rule: v.ruleName,
      severity: v.severity ?? 'error',
      path: (r as { constructPath: string }).constructPath,
    })),
  );
}

interface Ack {
  readonly path: string;
  readonly rule: string;
  readonly reason: string;
}

function acknowledgements(root: IConstruct): Ack[] {
  return root.node.findAll().flatMap((c) =>
    c.node.metadata
      .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((m) => Object.entries(m.data as Record<string, string>))
      .map(([id, reason]) => ({ path: c.node.path, rule: id.replace(/^annotation::/i, ''), reason }))
      .filter((a) => a.rule.startsWith('AwsSolutions-')),
  );
}

const VARIANTS = {
  prod: () => ({ ...PROD_CONTEXT, webDistDir: fakeWebDist() }),
  dev: () => DEV_CONTEXT,
  'dev with the SMTP relay': () => ({ ...DEV_CONTEXT, ...SMTP_CONTEXT }),
  'prod with custom domain': () => ({
    ...PROD_CONTEXT,
    webDistDir: fakeWebDist(),
    webDomain: 'marketing.example.com',
    webCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  }),
};

describe.each(Object.entries(VARIANTS))('cdk-nag AwsSolutions: %s', (_name, context) => {
  let app: App;
  let synthError: unknown;

  beforeAll(() => {
    app = buildTestApp(context()).app;
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
    try {
      app.synth();
    } catch (error) {
      synthError = error;
    }
  });

  it('has no unacknowledged errors or warnings', () => {
    const open = findings(app, true).map((f) => `${f.severity} ${f.rule} at ${f.path}`);
    expect(open).toEqual([]);
  });

  it('synthesises with the nag plugin registered, as `cdk synth` does', () => {
    expect(synthError).toBeUndefined();
  });

  it('has no CDK error or warning annotations', () => {
    for (const stack of app.node.children.filter(Stack.isStack)) {
      const annotations = Annotations.fromStack(stack);
      expect(annotations.findError('*', Match.anyValue())).toEqual([]);
      expect(annotations.findWarning('*', Match.anyValue())).toEqual([]);
    }
  });

  it('gives every acknowledgement a written reason', () => {
    const acks = acknowledgements(app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.trim().length, `${ack.rule} at ${ack.path}`).toBeGreaterThanOrEqual(30);
  });

  it('acknowledges only findings that exist (no stale or over-broad acknowledgements)', () => {
    const all = findings(app, false);
    const stale = acknowledgements(app)
      .filter((ack) => !all.some((f) => f.rule === ack.rule && (f.path === ack.path || f.path.startsWith(`${ack.path}/`))))
      .map((ack) => `${ack.rule} at ${ack.path}`);
    // The CFR4 acknowledgement is conditional; with a custom certificate there must be nothing to acknowledge.
    expect(stale).toEqual([]);
  });
});
