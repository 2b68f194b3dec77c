// `npm run admin:grant -- someone@example.com [--revoke]`: makes a user a platform super
// administrator (the admin zone: accounts, queues, feedback) or takes it back.
//
// Where the user lives: scripts/operator-target.mjs.
// The change applies at the user's next request; the web app shows the admin zone after a reload.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './ensure-venv.mjs';
import { fail, operatorTarget } from './operator-target.mjs';

const USAGE = `Usage: npm run admin:grant -- <e-mail> [--revoke] [--stage <stage> | --table <name>] [--region <region>]

  (no --stage/--table)  the local emulator of \`npm start\` (table <GONIEC_PREFIX or goniec-local>-app)
  --stage <stage>       a deployment: the table from the Goniec-<stage>-Data stack's AppTableName output
  --table <name>        this table (APP_TABLE in the environment works too)
  --revoke              take the super administrator role back`;

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
if (positionals.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
  fail(`Give exactly one e-mail address.\n\n${USAGE}`, 2);
const target = await operatorTarget(values);

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
