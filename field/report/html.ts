// The report as one HTML file that needs nothing else: its styles inline,
// each chart an inline SVG, no script, no font and no address of another host,
// so it opens the same from a disk, a mail or an archive. Each chart has the
// table of its figures beside it, which is what a screen reader reads (the
// SVG is named and described, and its points are not announced one by one).
import { vitalNames, type VitalName } from '../src/contract';
import { formatValue, thresholds, type DailyFigure, type FieldReport } from './report';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const description = days.length
    ? `${days.length} days from ${first} to ${last}; p75 from ${formatValue(name, Math.min(...days.map((day) => day.p75)))} to ${formatValue(name, Math.max(...days.map((day) => day.p75)))}; good is up to ${formatValue(name, good)}.`
    : 'No measurement.';
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

const styles = `
body{font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0 auto;padding:1rem 1.5rem;max-width:72rem}
h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem}h3{font-size:1.1rem}
table{border-collapse:collapse;margin:.5rem 0}th,td{border:1px solid #bbb;padding:.25rem .5rem;text-align:left;vertical-align:top}
td.number{text-align:right;font-variant-numeric:tabular-nums}
.vital{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start;margin-bottom:1rem}
.axis{stroke:#555}.good{stroke:#1b7f3b;stroke-dasharray:4 4}.line{fill:none;stroke:#1d4ed8;stroke-width:2}.point{fill:#1d4ed8}
.label{font-size:12px;fill:#333}
.good-rating{color:#1b7f3b}.needs-improvement-rating{color:#8a5a00}.poor-rating{color:#b91c1c}
`;

/** The whole report as a self-contained HTML document in English. */
export function reportHtml(report: FieldReport, generatedAt = new Date()): string {
  const title = 'Field report';
  const period = report.days ? `${report.days.first} to ${report.days.last} (UTC days)` : 'no events';
  const pageRows = report.pages
    .map(
      (page) =>
        `<tr><th scope="row">${escape(page.route)}</th><td>${escape(page.language)}</td>${vitalNames
          .map((name) => {
            const figure = page.vitals[name];
            if (!figure) return '<td class="number">–</td>';
            const rated = rating(name, figure.p75);
            return `<td class="number"><span class="${rated}-rating">${escape(formatValue(name, figure.p75))}</span> <small>(${figure.count}, ${ratingWords[rated]})</small></td>`;
          })
          .join('')}</tr>`,
    )
    .join('\n');
  const vitals = vitalNames
    .map((name) => {
      const days = report.daily[name];
      const rows = days
        .map(
          (day) =>
            `<tr><th scope="row">${escape(day.day)}</th><td class="number">${escape(formatValue(name, day.p75))}</td><td class="number">${day.count}</td></tr>`,
        )
        .join('');
      return `<section aria-labelledby="vital-${name.toLowerCase()}"><h3 id="vital-${name.toLowerCase()}">${name}</h3>
<div class="vital">${chart(name, days)}
<table><caption>${name}: daily p75</caption><thead><tr><th scope="col">Day</th><th scope="col">p75</th><th scope="col">Count</th></tr></thead><tbody>${rows || '<tr><td colspan="3">No measurement</td></tr>'}</tbody></table></div></section>`;
    })
    .join('\n');
  const errorRows = report.errors
    .map(
      (group) =>
        `<tr><td>${escape(group.area)}</td><td>${escape(group.release)}</td><td>${escape(group.kind)}</td><td>${escape(group.message)}</td><td>${escape(group.source ?? '')}</td><td class="number">${group.count}</td></tr>`,
    )
    .join('\n');
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
<p>${report.events} events, ${escape(period)}. Generated ${escape(generatedAt.toISOString().slice(0, 16).replace('T', ' '))} UTC. Each figure is the 75th percentile, with the number of measurements; thresholds of good: ${vitalNames.map((name) => `${name} ${escape(formatValue(name, thresholds[name].good))}`).join(', ')}.</p>
<h2>Per route and language</h2>
<table><caption>p75 of each vital per route and language (measurements, rating)</caption>
<thead><tr><th scope="col">Route</th><th scope="col">Language</th>${vitalNames.map((name) => `<th scope="col">${name}</th>`).join('')}</tr></thead>
<tbody>${pageRows || `<tr><td colspan="${vitalNames.length + 2}">No measurement</td></tr>`}</tbody></table>
<h2>Each vital over the days</h2>
${vitals}
<h2>Errors seen most</h2>
<table><caption>Error groups (kind, message and script) by area and release, most frequent first</caption>
<thead><tr><th scope="col">Area</th><th scope="col">Release</th><th scope="col">Kind</th><th scope="col">Message</th><th scope="col">Script</th><th scope="col">Count</th></tr></thead>
<tbody>${errorRows || '<tr><td colspan="6">No error</td></tr>'}</tbody></table>
</main>
</body>
</html>
`;
}
