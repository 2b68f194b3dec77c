// `npm run migrate -- [--dry-run] [--id <migration>] [--stage <stage> | --table <name>]`: runs the data
// migrations not yet finished (functions/migrations), or counts what they would move.
//
// Where the data lives: scripts/operator-target.mjs.
// A run holds one account at a time (its writes answer 503 for the minute or so it takes), resumes
// where a stopped run left off, and refuses to start while another runner holds the lease.
import { parseArgs } from 'node:util';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './ensure-venv.mjs';
import { fail, operatorTarget } from './operator-target.mjs';

const USAGE = `Usage: npm run migrate -- [--dry-run] [--id <migration>] [--stage <stage> | --table <name>] [--region <region>]

  --dry-run             count per account and family what would move; write nothing
  --id <migration>      only this migration (default: every one; a finished one finds nothing to do)
  (no --stage/--table)  the local emulator of \`npm start\`
  --stage <stage>       a deployment: the table from the Goniec-<stage>-Data stack's AppTableName output
  --table <name>        this table (APP_TABLE in the environment works too)`;

let parsed;
try {
  parsed = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      id: { type: 'string' },
      stage: { type: 'string' },
      table: { type: 'string' },
      region: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
} catch (error) {
  fail(`${error.message}\n\n${USAGE}`, 2);
}
const { values } = parsed;
if (values.help) fail(USAGE, 0);
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const target = await operatorTarget(values);

const { MIGRATIONS, migrationById } = await tsImport(path.join(ROOT, 'functions', 'migrations', 'catalogue.ts'), import.meta.url);
const { dryRun, runMigration } = await tsImport(path.join(ROOT, 'functions', 'migrations', 'runner.ts'), import.meta.url);
if (values.id && !migrationById(values.id)) fail(`No migration ${values.id}. Known: ${MIGRATIONS.map((m) => m.id).join(', ')}`, 2);

console.log(`[migrate] ${target.table} (${target.where})`);
let failed = false;
for (const m of MIGRATIONS) {
  if (values.id && m.id !== values.id) continue;
  if (values['dry-run']) {
    const report = await dryRun(m.id);
    for (const a of report.accounts)
      console.log(
        `  ${a.accountId}: ${
          Object.entries(a.families)
            .map(([f, n]) => `${f} ${n}`)
            .join(', ') || 'nothing to move'
        }`,
      );
    console.log(`[migrate] ${m.id} dry run: ${report.accounts.length} accounts, ${report.toMove} items would move; nothing was written`);
    continue;
  }
  const started = Date.now();
  let r;
  try {
    r = await runMigration({
      id: m.id,
      startedBy: `cli ${process.env.USER ?? ''}`.trim(),
      onAccount: (accountId, outcome, run) =>
        console.log(
          `  ${accountId}: ${outcome}   (${run.moved}/${Math.max(run.toMove, run.moved)} items, ${run.accounts.done} done, ${run.accounts.waiting} waiting, ${run.accounts.failed} failed)`,
        ),
    });
  } catch (error) {
    fail(
      `[migrate] ${m.id}: ${error.code ?? error.name}: ${error.message}${error.code === 'MIGRATION_RUNNING' ? ' (another runner holds the lease; it expires a minute after that runner stops)' : ''}`,
    );
  }
  console.log(
    `[migrate] ${m.id}: ${r.status}, ${r.moved} items moved in ${Math.round((Date.now() - started) / 1000)} s, accounts ${r.accounts.done} done, ${r.accounts.waiting} waiting, ${r.accounts.failed} failed`,
  );
  for (const w of r.waitingAccounts) console.log(`  waiting (a sending or job in progress; run again later): ${w}`);
  for (const f of r.failedAccounts) console.log(`  failed (layout 1 left live): ${f.accountId}: ${f.reason}`);
  if (r.status === 'failed') failed = true;
}
process.exit(failed ? 1 : 0);
