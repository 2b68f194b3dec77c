import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { repoPath, REPO_ROOT } from '../paths';
import { acknowledge } from './nag';

/**
 * What the bundle leaves out: the AWS SDK (the runtime's), native addons, and packages that read
 * their own files as they load. ssh2 (SFTP servers) tries its optional `sshcrypto.node` and
 * `cpu-features` inside try/catch and falls back to Node's crypto, so those stay unresolved.
 * uglify-js (mjml → html-minifier) reads its sources from disk at load: it is installed beside the
 * bundle instead (BUNDLE_NODE_MODULES). tests/infra/local-catcher.test.ts loads every bundle.
 */
export const BUNDLE_NODE_MODULES = ['uglify-js'];
export const BUNDLE_EXTERNALS = ['@aws-sdk/*', 'cpu-features', '*.node', ...BUNDLE_NODE_MODULES];

/**
 * CommonJS dependencies bundled into ESM still call require() and read __dirname (ssh2 does as it
 * loads): give them a require, and Node 22's import.meta paths for the free __dirname/__filename.
 */
export const BUNDLE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";
export const BUNDLE_DEFINE = { __dirname: 'import.meta.dirname', __filename: 'import.meta.filename' };

export interface GoniecFunctionProps {
  /** Entry file relative to the repository root (from functions/platform/resources.ts). */
  readonly entry: string;
  readonly timeout: Duration;
  readonly description?: string;
  readonly memorySize?: number;
  readonly environment?: Record<string, string>;
  /** Keep the log group when the stack goes away (everything except dev). */
  readonly retainLogs: boolean;
  /** Caps (and guarantees) this function's concurrent executions; unset shares the account pool. */
  readonly reservedConcurrentExecutions?: number;
  /** X-Ray needs `xray:Put*` on `*`, so it is opt-in. */
  readonly tracing?: boolean;
}

/**
 * Every Lambda of the app with the same runtime, bundling and logging. Its role starts with nothing
 * but write access to its own log group; callers grant exactly what the function touches.
 */
export class GoniecFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: GoniecFunctionProps) {
    super(scope, id);
    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: props.retainLogs ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    // An own role instead of the default one avoids the AWSLambdaBasicExecutionRole managed policy,
    // which allows writing to every log group in the account.
    this.role = new iam.Role(this, 'Role', { assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com') });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Fn', {
      entry: repoPath(props.entry),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      role: this.role,
      logGroup: this.logGroup,
      tracing: props.tracing ? Tracing.ACTIVE : Tracing.DISABLED,
      projectRoot: REPO_ROOT,
      depsLockFilePath: repoPath('package-lock.json'),
      environment: { NODE_OPTIONS: '--enable-source-maps', ...props.environment },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        sourceMap: true,
        // The root tsconfig carries the @shared/* and @functions/* path aliases esbuild resolves.
        tsconfig: repoPath('tsconfig.json'),
        mainFields: ['module', 'main'],
        externalModules: BUNDLE_EXTERNALS,
        nodeModules: BUNDLE_NODE_MODULES,
        banner: BUNDLE_BANNER,
        define: BUNDLE_DEFINE,
      },
    });
    acknowledge(
      this.fn,
      'AwsSolutions-L1',
      'Pinned to nodejs22.x on purpose: the code, its dependencies and the local toolchain are tested on Node 22; moving to a newer runtime is a deliberate upgrade, not an automatic one.',
    );
  }
}
