/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { edgeMetrics } from '../../../shell/edge/metrics';
import { EnquiryMetrics } from '../../../remote-company/server/metrics';
import { EnquiryFolder } from '../../../remote-company/server/outbox';
import { Registry } from 'prom-client';
import { collectorMetrics } from '../../collector/metrics';
import { defaultRule } from '../../canary/rule';
import { canaryWatch } from '../../canary/watch';

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels: { severity: string };
  annotations: { summary: string; description: string };
}

const rules = (
  parse(readFileSync(join(__dirname, '..', 'rules.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);

/** The canary watch's registry, with its metric. */
const watchRegistry = new Registry();
canaryWatch({ deployDir: '/nonexistent', rule: defaultRule, log: console, registry: watchRegistry });

/** Every metric the four programs register, as Prometheus reads them (a counter's name carries its _total). */
const registered = new Set(
  [
    edgeMetrics().registry,
    watchRegistry,
    new EnquiryMetrics(new EnquiryFolder('/nonexistent'), new EnquiryFolder('/nonexistent'), Date.now).registry,
    collectorMetrics(() => 0).registry,
  ].flatMap((registry) => registry.getMetricsAsArray().map((metric) => metric.name)),
);

describe('the shipped alert rules', () => {
  it('alert on a lead stuck for an hour, a dead letter, an area failing and a canary withdrawn', () => {
    const byName = Object.fromEntries(rules.map((rule) => [rule.alert, rule]));
    expect(byName.EnquiryUndeliveredForAnHour?.expr).toBe('enquiries_oldest_undelivered_age_seconds > 3600');
    expect(byName.EnquiryDeadLettered?.expr).toBe('enquiries_dead_letters > 0');
    expect(byName.AreaFragmentsFailing?.expr).toMatch(
      /^sum by \(area, release\) \(rate\(edge_fragment_failures_total\[5m\]\)\) > /,
    );
    expect(byName.AreaPagesUnavailable?.expr).toContain('edge_pages_total{status="503"}');
    expect(byName.CanaryWithdrawn?.expr).toBe('increase(canary_withdrawals_total[1h]) > 0');
  });

  it.each(rules.map((rule) => [rule.alert, rule] as const))(
    '%s names only metrics that exist, with a severity and a summary',
    (_name, rule) => {
      const named = rule.expr.match(/\b(?:edge|enquiries|field|canary)_[a-z0-9_]+\b/g) ?? [];
      expect(named.length).toBeGreaterThan(0);
      for (const metric of named) expect(registered).toContain(metric);
      expect(['page', 'ticket']).toContain(rule.labels.severity);
      expect(rule.annotations.summary.length).toBeGreaterThan(10);
      if (rule.for) expect(rule.for).toMatch(/^\d+[smh]$/);
    },
  );
});
