// The field report: `pnpm field-report [--db FILE] [--deploy-dir DIR] [--json] [OUT.html]`.
// Prints what the database holds (report.ts) and writes the HTML report
// (field-report.html unless a path is given). With --json it prints the
// report as JSON instead (the FieldReport interface), for programs and tests
// to read from stdout, and writes the HTML only to an OUT path given. The
// database is FIELD_DB's, as the collector's (default .serve/field/field.db).
// Given the deploy folder (--deploy-dir, FIELD_DEPLOY_DIR, or the one the
// database is in, as the local site's), it shows each area's canary beside
// its stable release, with the canary rule's verdict.
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseFile } from '../collector/config';
import { reportHtml } from './html';
import { readReport, reportText } from './report';
import { compareCanaries } from '../canary/compare';

/** Where the command was typed: pnpm runs the script in the package's folder. */
const here = process.env.INIT_CWD ?? process.cwd();

/** How long the report waits for the collector's write to end (the database is locked while it lasts). */
const busyWaitMs = 30_000;

/** The report, once the database is not busy with a write. */
async function readWhenFree(db: string) {
  for (const started = Date.now(); ; await new Promise((wait) => setTimeout(wait, 100))) {
    try {
      return readReport(db);
    } catch (error) {
      if (!/database is locked/i.test((error as Error).message)) throw error;
      if (Date.now() - started > busyWaitMs)
        throw new Error(
          `${db} stayed locked for ${busyWaitMs / 1000} s. If neither the collector nor another report is using it, ` +
            `${db}.lock was left by a process stopped in the middle of a transaction: the collector removes it ` +
            'once it is a minute old, or remove that folder.',
        );
    }
  }
}

// Ctrl+C ends the report between reads (each is synchronous), so the lock a read holds is always released.
process.once('SIGINT', () => process.exit(130));

try {
  const { values, positionals } = parseArgs({
    options: { db: { type: 'string' }, json: { type: 'boolean', default: false }, 'deploy-dir': { type: 'string' } },
    allowPositionals: true,
  });
  const db = values.db ? resolve(here, values.db) : databaseFile();
  const report = await readWhenFree(db);
  // The canaries, from the deploy folder the edges and the canary watch read (its areas' files, the edges' counts).
  // Without one, the folder the database is in when it is a deploy folder's (the local site's: <deploy>/field/).
  const beside = resolve(db, '..', '..');
  const deployDir =
    values['deploy-dir'] ?? process.env.FIELD_DEPLOY_DIR ?? (existsSync(join(beside, 'areas')) ? beside : undefined);
  if (deployDir)
    report.canaries = compareCanaries({
      deployDir: resolve(here, deployDir),
      dbFile: db,
      warn: (message) => console.error(`field-report: ${message}`),
    });
  const outPath = positionals[0] ?? (values.json ? undefined : 'field-report.html');
  process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
  if (outPath !== undefined) {
    const out = resolve(here, outPath);
    writeFileSync(out, reportHtml(report));
    // On stderr with --json, so stdout is the JSON alone.
    (values.json ? console.error : console.log)(`\nHTML report: ${out}`);
  }
} catch (error) {
  console.error(`field-report: ${(error as Error).message}`);
  process.exit(1);
}
