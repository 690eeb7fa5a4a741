// The field report: `pnpm field-report [--db FILE] [OUT.html]`. Prints the
// p75 of each vital per route and language and the errors seen most, and
// writes the HTML report (field-report.html unless a path is given). The
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
  const { values, positionals } = parseArgs({ options: { db: { type: 'string' } }, allowPositionals: true });
  const db = resolve(here, values.db ?? process.env.FIELD_DB ?? join(repository, '.serve', 'field', 'field.db'));
  const out = resolve(here, positionals[0] ?? 'field-report.html');
  const report = readReport(db);
  process.stdout.write(reportText(report));
  writeFileSync(out, reportHtml(report));
  console.log(`\nHTML report: ${out}`);
} catch (error) {
  console.error(`field-report: ${(error as Error).message}`);
  process.exit(1);
}
