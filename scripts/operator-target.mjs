// Where an operator script (npm run admin:grant, npm run migrate) works: the table of the running
// `npm start`, of a deployed stage, or one named.
//   (default)        the running `npm start`: table <GONIEC_PREFIX or goniec-local>-app in the emulator
//                    at AWS_ENDPOINT_URL (default http://127.0.0.1:4566)
//   --stage <stage>  a deployment: the AppTableName output of the Goniec-<stage>-Data stack
//   --table <name>   that table (or APP_TABLE in the environment)
// AWS deployments use your usual credentials (AWS_PROFILE, SSO, …) and region (AWS_REGION or --region).

export function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

/** The AppTableName output of the stage's data stack (infra/stacks/data-stack.ts). */
async function tableOfStage(stage) {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const stackName = `Goniec-${stage}-Data`;
  let out;
  try {
    out = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
  } catch (error) {
    fail(
      `Cannot read the stack ${stackName}: ${error.message}\nCheck your AWS credentials and region (AWS_PROFILE, AWS_REGION or --region), or give --table.`,
    );
  }
  const table = out.Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'AppTableName')?.OutputValue;
  if (!table) fail(`The stack ${stackName} has no AppTableName output; deploy the current version or give --table.`);
  return table;
}

/**
 * The table the parsed `--stage`, `--table` and `--region` options name, set as APP_TABLE (and the
 * emulator's endpoint and credentials for the local one): `{ table, where, local }`.
 */
export async function operatorTarget(values) {
  if (values.stage && values.table) fail('Give either --stage or --table, not both.', 2);
  if (values.region) process.env.AWS_REGION = values.region;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  let target;
  if (values.stage) {
    target = { table: await tableOfStage(values.stage), where: `stage ${values.stage}`, local: false };
  } else if (values.table || process.env.APP_TABLE) {
    target = { table: values.table ?? process.env.APP_TABLE, where: process.env.AWS_ENDPOINT_URL ?? 'AWS', local: false };
  } else {
    // The same names and settings as scripts/start.mjs and infra/local (bootstrap: `${prefix}-app`).
    const prefix = process.env.GONIEC_PREFIX ?? 'goniec-local';
    process.env.AWS_ENDPOINT_URL ??= 'http://127.0.0.1:4566';
    process.env.AWS_REGION ??= 'eu-central-1';
    process.env.AWS_ACCESS_KEY_ID ??= 'local';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    target = { table: `${prefix}-app`, where: process.env.AWS_ENDPOINT_URL, local: true };
  }
  process.env.APP_TABLE = target.table;
  return target;
}
