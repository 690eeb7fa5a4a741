// The report as one HTML file that needs nothing else: its styles inline,
// each chart an inline SVG, no script, no font and no address of another host,
// so it opens the same from a disk, a mail or an archive. Each chart has the
// table of its figures beside it, which is what a screen reader reads (the
// SVG is named and described, and its points are not announced one by one).
// At 320 px wide the charts shrink to fit and each table scrolls sideways in
// a region of its own, named by its caption and reachable by keyboard, so the
// page itself never scrolls sideways (WCAG 1.4.10, reflow).
import { vitalNames, type VitalName } from '../src/contract';
import { verdictWords } from '../canary/rule';
import { eventTypes, formatValue, plural, shareOf, thresholds, type DailyFigure, type FieldReport } from './report';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A table in a region that scrolls sideways when the table is wider than the
 * page: focusable, so the keyboard scrolls it, and named by the caption.
 * `head`: the column headers; `rows`: each row's cells, markup; `none`: what an empty table says.
 */
function table(id: string, caption: string, head: string[], rows: string[], none: string): string {
  const body = rows.length
    ? rows.map((row) => `<tr>${row}</tr>`).join('\n')
    : `<tr><td colspan="${head.length}">${escape(none)}</td></tr>`;
  return `<div class="scroll" role="region" aria-labelledby="${id}" tabindex="0"><table>
<caption id="${id}">${escape(caption)}</caption>
<thead><tr>${head.map((name) => `<th scope="col">${escape(name)}</th>`).join('')}</tr></thead>
<tbody>${body}</tbody></table></div>`;
}

const cell = (text: string | null) => `<td>${escape(text ?? '')}</td>`;
/** A cell of an address or a message, which may be one long word: wrapped anywhere, at a readable width. */
const wideCell = (text: string | null) => `<td class="wide">${escape(text ?? '')}</td>`;
const numberCell = (value: number) => `<td class="number">${value}</td>`;

const width = 480;
const height = 200;
const margin = { top: 16, right: 16, bottom: 32, left: 64 };

/** One vital's daily p75 as a line over the days, with its threshold of good as a dashed line. */
function chart(name: VitalName, days: DailyFigure[]): string {
  const id = `chart-${name.toLowerCase()}`;
  const good = thresholds[name].good;
  const top = Math.max(good * 1.2, ...days.map((day) => day.p75)) || 1;
  const x = (index: number) =>
    margin.left +
    (days.length < 2
      ? (width - margin.left - margin.right) / 2
      : (index * (width - margin.left - margin.right)) / (days.length - 1));
  const y = (value: number) => margin.top + (1 - value / top) * (height - margin.top - margin.bottom);
  const points = days.map((day, index) => `${x(index).toFixed(1)},${y(day.p75).toFixed(1)}`).join(' ');
  const first = days[0]?.day ?? '';
  const last = days.at(-1)?.day ?? '';
  const span = days.length === 1 ? `1 day, ${first}` : `${days.length} days from ${first} to ${last}`;
  const description = days.length
    ? `${span}; p75 from ${formatValue(name, Math.min(...days.map((day) => day.p75)))} to ${formatValue(name, Math.max(...days.map((day) => day.p75)))}; good means at most ${formatValue(name, good)}.`
    : 'No measurements.';
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="${id}-title ${id}-desc">
<title id="${id}-title">${name}: daily 75th percentile</title>
<desc id="${id}-desc">${escape(description)}</desc>
<line x1="${margin.left}" y1="${height - margin.bottom}" x2="${width - margin.right}" y2="${height - margin.bottom}" class="axis"/>
<line x1="${margin.left}" y1="${margin.top}" x2="${margin.left}" y2="${height - margin.bottom}" class="axis"/>
<line x1="${margin.left}" y1="${y(good).toFixed(1)}" x2="${width - margin.right}" y2="${y(good).toFixed(1)}" class="good"/>
<text x="${margin.left - 6}" y="${y(good).toFixed(1)}" class="label" text-anchor="end" dominant-baseline="middle">${escape(formatValue(name, good))}</text>
<text x="${margin.left - 6}" y="${margin.top}" class="label" text-anchor="end" dominant-baseline="middle">${escape(formatValue(name, top))}</text>
<text x="${margin.left}" y="${height - 10}" class="label">${escape(first)}</text>
<text x="${width - margin.right}" y="${height - 10}" class="label" text-anchor="end">${escape(last)}</text>
${days.length > 1 ? `<polyline points="${points}" class="line"/>` : ''}
${days.map((day, index) => `<circle cx="${x(index).toFixed(1)}" cy="${y(day.p75).toFixed(1)}" r="3" class="point"/>`).join('')}
</svg>`;
}

const rating = (name: VitalName, value: number) =>
  value <= thresholds[name].good ? 'good' : value <= thresholds[name].poor ? 'needs-improvement' : 'poor';

const ratingWords = { good: 'good', 'needs-improvement': 'needs improvement', poor: 'poor' };

// A caption is as wide as its table: 100cqi (the region's width) keeps it
// wrapped in view when the table scrolls. The daily tables are flex items
// sized by their content, which a size container would collapse; they are
// narrow enough not to scroll.
const styles = `
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0 auto;padding:1rem 1.5rem;max-width:72rem}
@media (max-width:30rem){body{padding:.75rem}}
h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem}h3{font-size:1.1rem}
.scroll{max-width:100%;overflow-x:auto;margin:.5rem 0;container-type:inline-size}.vital .scroll{container-type:normal}
.scroll:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
table{border-collapse:collapse}caption{text-align:left;font-weight:600;padding-bottom:.25rem;max-width:100cqi}
th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}
td.number{text-align:right;font-variant-numeric:tabular-nums}td.wide{min-width:12rem;overflow-wrap:anywhere}
.vital{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start;margin-bottom:1rem}
svg{max-width:100%;height:auto}
.axis{stroke:#555}.good{stroke:#1b7f3b;stroke-dasharray:4 4}.line{fill:none;stroke:#1d4ed8;stroke-width:2}.point{fill:#1d4ed8}
.label{font-size:12px;fill:#333}
.good-rating{color:#1b7f3b}.needs-improvement-rating{color:#8a5a00}.poor-rating{color:#b91c1c}
`;

/** The whole report as a self-contained HTML document in English. */
export function reportHtml(report: FieldReport, generatedAt = new Date()): string {
  const title = 'Field report';
  const period = report.days ? `${report.days.first} to ${report.days.last} (UTC days)` : 'nothing kept';
  const pageRows = report.pages.map(
    (page) =>
      `<th scope="row">${escape(page.route)}</th>${cell(page.language)}${vitalNames
        .map((name) => {
          const figure = page.vitals[name];
          if (!figure) return '<td class="number">–</td>';
          const rated = rating(name, figure.p75);
          return `<td class="number"><span class="${rated}-rating">${escape(formatValue(name, figure.p75))}</span> <small>(${figure.count}, ${ratingWords[rated]})</small></td>`;
        })
        .join('')}`,
  );
  const vitals = vitalNames
    .map((name) => {
      const days = report.daily[name];
      const rows = days.map(
        (day) =>
          `<th scope="row">${escape(day.day)}</th><td class="number">${escape(formatValue(name, day.p75))}</td>${numberCell(day.count)}`,
      );
      return `<section aria-labelledby="vital-${name.toLowerCase()}"><h3 id="vital-${name.toLowerCase()}">${name}</h3>
<div class="vital">${chart(name, days)}
${table(`daily-${name.toLowerCase()}`, `${name}: daily p75`, ['Day', 'p75', 'Count'], rows, 'No measurements')}</div></section>`;
    })
    .join('\n');
  const errorRows = report.errors.map(
    (group) =>
      `${cell(group.area)}${cell(group.release)}${cell(group.kind)}${wideCell(group.message)}${wideCell(group.source)}${numberCell(group.count)}`,
  );
  const remoteRows = report.remotes.map(
    (group) =>
      `${cell(group.area)}${cell(group.release)}${cell(group.module)}${cell(group.outcome)}${numberCell(group.routes)}${numberCell(group.count)}`,
  );
  const cspRows = report.csp.map(
    (group) =>
      `${cell(group.directive)}${wideCell(group.blocked ?? '(none named)')}${wideCell(group.source)}${cell(`${group.route} [${group.language}]`)}${cell(group.disposition)}${numberCell(group.count)}`,
  );
  const cspCut =
    report.cspGroups > report.csp.length
      ? `<p>Only the ${report.csp.length} most frequent groups are listed; ${plural(report.cspGroups - report.csp.length, 'less frequent group')} ${report.cspGroups - report.csp.length === 1 ? 'is' : 'are'} left out.</p>`
      : '';
  const canaryRows = report.canaries.flatMap((canary) =>
    (['stable', 'canary'] as const).map((role) => {
      const figures = canary[role];
      const vital = (figure?: { p75: number; count: number }) =>
        figure
          ? `<td class="number">${Math.round(figure.p75)} ms <small>(${figure.count})</small></td>`
          : '<td class="number">–</td>';
      return `<th scope="row">${escape(canary.area)}</th>${cell(role)}${cell(figures.release)}${numberCell(figures.pagesServed)}${cell(shareOf(figures.edgeFailures, figures.pagesServed))}${numberCell(figures.pageLoads)}${cell(shareOf(figures.pageLoadsWrong, figures.pageLoads))}${vital(figures.lcp)}${vital(figures.inp)}`;
    }),
  );
  const verdicts = report.canaries
    .map(
      (canary) =>
        `<p><strong>${escape(canary.area)}</strong>, ${escape(canary.canary.release)} on ${canary.share} % of page loads since ${escape(canary.since)}: ${escape(verdictWords[canary.verdict])}${canary.overdue ? ' (overdue)' : ''}. ${escape(canary.because)}. Rule: ${escape(canary.rule)}.</p>`,
    )
    .join('\n');
  const canaries = report.canaries.length
    ? `<h2>Canaries</h2>
${table('canaries', 'Each canary beside its stable release: pages served and those with a failure (the edges), page loads that asked for its code and those with an error or a failed remote (the field reports), p75 of LCP and INP (measurements)', ['Area', 'Role', 'Release', 'Pages served', 'With a failure', 'Page loads', 'With an error', 'LCP', 'INP'], canaryRows, 'No canary')}
${verdicts}`
    : '';
  const typeRows = eventTypes.map((type) => `<th scope="row">${type}</th>${numberCell(report.eventsByType[type])}`);
  const dropRows = report.dropped.map(
    (drop) =>
      `<th scope="row">${escape(drop.reason)}</th>${numberCell(drop.count)}${cell(drop.first)}${cell(drop.last)}`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${styles}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${plural(report.events, 'event')} and ${plural(report.cspReports, 'CSP report')}, ${escape(period)}. Generated ${escape(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC. Each figure is the 75th percentile, with the number of measurements; thresholds for good: ${vitalNames.map((name) => `${name} ${escape(formatValue(name, thresholds[name].good))}`).join(', ')}.</p>
${canaries}
<h2>Per route and language</h2>
${table('pages', 'p75 of each vital per route and language (measurements, rating)', ['Route', 'Language', ...vitalNames], pageRows, 'No measurements')}
<h2>Each vital over the days</h2>
${vitals}
<h2>Most frequent errors</h2>
${table('errors', 'Error groups (kind, message and script) by area and release, most frequent first', ['Area', 'Release', 'Kind', 'Message', 'Script', 'Count'], errorRows, 'No errors')}
<h2>Remotes that failed to load</h2>
${table('remotes', 'Remotes that failed to load or timed out, by area, release and module, most frequent first', ['Area', 'Release', 'Module', 'Outcome', 'Routes', 'Events'], remoteRows, 'No remote failed to load')}
<h2>Content-Security-Policy violations</h2>
${table('csp', 'CSP violations by directive, what was blocked, script, page and disposition, most frequent first', ['Directive', 'Blocked', 'Script', 'Route [language]', 'Disposition', 'Count'], cspRows, 'No violations')}
${cspCut}
<h2>Events kept and reports dropped</h2>
${table('types', 'Events kept, by type', ['Type', 'Events'], typeRows, 'No events')}
<p>What the collector did not store: requests refused whole (malformed, invalid, too-large, rate-limited), and events and CSP reports dropped one by one (unknown-release, queue-full, full).</p>
${table('dropped', 'Not stored, by reason, over the days kept', ['Reason', 'Count', 'First day', 'Last day'], dropRows, 'Nothing dropped')}
</main>
</body>
</html>
`;
}
