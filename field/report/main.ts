// The field report: `pnpm field-report [--db FILE] [--json] [OUT.html]`.
// Prints what the database holds (report.ts) and writes the HTML report
// (field-report.html unless a path is given). With --json it prints the
// report as JSON instead (the FieldReport interface), for programs and tests
// to read from stdout, and writes the HTML only to an OUT path given. The
// database is FIELD_DB's, as the collector's (default .serve/field/field.db).
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { reportHtml } from './html';
import { readReport, reportText } from './report';

/** Where the command was typed: pnpm runs the script in the package's folder. */
const here = process.env.INIT_CWD ?? process.cwd();
const repository = fileURLToPath(new URL('../..', import.meta.url));

try {
  const { values, positionals } = parseArgs({
    options: { db: { type: 'string' }, json: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const db = resolve(here, values.db ?? process.env.FIELD_DB ?? join(repository, '.serve', 'field', 'field.db'));
  const report = readReport(db);
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
