// `npm run admin:grant -- someone@example.com [--revoke]`: makes a user a platform super
// administrator (the admin zone: accounts, queues, feedback) or takes it back.
//
// Where the user lives:
//   (default)        the running `npm start`: table <GONIEC_PREFIX or goniec-local>-app in the emulator
//                    at AWS_ENDPOINT_URL (default http://127.0.0.1:4566)
//   --stage <stage>  a deployment: the AppTableName output of the Goniec-<stage>-Data stack
//   --table <name>   that table (or APP_TABLE in the environment)
// AWS deployments use your usual credentials (AWS_PROFILE, SSO, …) and region (AWS_REGION or --region).
// The change applies at the user's next request; the web app shows the admin zone after a reload.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './ensure-venv.mjs';

const USAGE = `Usage: npm run admin:grant -- <e-mail> [--revoke] [--stage <stage> | --table <name>] [--region <region>]

  (no --stage/--table)  the local emulator of \`npm start\` (table <GONIEC_PREFIX or goniec-local>-app)
  --stage <stage>       a deployment: the table from the Goniec-<stage>-Data stack's AppTableName output
  --table <name>        this table (APP_TABLE in the environment works too)
  --revoke              take the super administrator role back`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      revoke: { type: 'boolean', default: false },
      stage: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(`${error.message}\n\n${USAGE}`, 2);
}
const { values, positionals } = parsed;
if (values.help) fail(USAGE, 0);
const email = positionals[0]?.trim();
if (positionals.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`Give exactly one e-mail address.\n\n${USAGE}`, 2);
if (values.stage && values.table) fail('Give either --stage or --table, not both.', 2);
if (values.region) process.env.AWS_REGION = values.region;
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/** The AppTableName output of the stage's data stack (infra/stacks/data-stack.ts). */
async function tableOfStage(stage) {
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const stackName = `Goniec-${stage}-Data`;
  let out;
  try {
    out = await new CloudFormationClient({}).send(new DescribeStacksCommand({ StackName: stackName }));
  } catch (error) {
    fail(`Cannot read the stack ${stackName}: ${error.message}\nCheck your AWS credentials and region (AWS_PROFILE, AWS_REGION or --region), or give --table.`);
  }
  const table = out.Stacks?.[0]?.Outputs?.find((o) => o.OutputKey === 'AppTableName')?.OutputValue;
  if (!table) fail(`The stack ${stackName} has no AppTableName output; deploy the current version or give --table.`);
  return table;
}

let target;
if (values.stage) {
  target = { table: await tableOfStage(values.stage), where: `stage ${values.stage}` };
} else if (values.table || process.env.APP_TABLE) {
  target = { table: values.table ?? process.env.APP_TABLE, where: process.env.AWS_ENDPOINT_URL ?? 'AWS' };
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

// The repository owns the table's keys; tsx loads it (and its path aliases) as the app does.
const { adminRepository } = await tsImport(path.join(ROOT, 'functions', 'admin', 'repository.ts'), import.meta.url);
const role = values.revoke ? 'USER' : 'SUPER_ADMIN';
let user;
try {
  user = await adminRepository.setPlatformRole(email, role);
} catch (error) {
  const hint = target.local
    ? 'Is `npm start` running (with the same GONIEC_PREFIX)?'
    : 'Check the table name, your AWS credentials and region, and that you may call dynamodb:GetItem and UpdateItem on it.';
  fail(`Cannot update ${target.table} at ${target.where}: ${error.name}: ${error.message}\n${hint}`);
}
if (!user) fail(`No user with the e-mail ${email} in ${target.table} (${target.where}). They must sign up (or be invited) first.`);
console.log(
  values.revoke
    ? `${user.email} is no longer a super administrator (${target.table}, ${target.where}).`
    : `${user.email} is now a super administrator (${target.table}, ${target.where}). The admin zone (/admin/accounts) shows after a reload.`,
);
