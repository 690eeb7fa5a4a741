// What a page sends to the collector (POST /api/field/events), the one
// definition of it: the browser's reporter builds batches of this type, and
// the collector checks every body against this schema before it stores
// anything. Nothing here may carry personal data: a route is a page of the
// site's route table (never the address as typed), a message is scrubbed
// (scrub.ts) on both sides, and there is no identifier of a visitor, a
// session or a device: a page load's identity (version 2) lives as long as
// that page, in its memory alone.
import * as v from 'valibot';
import { fieldAreas, maxBatchEvents, notFoundRouteName, vitalNames } from './contract';
import { scrubMessage, scrubPath } from './scrub';

/**
 * A route: a path of the site's route table without its language prefix
 * (`/services/cloud-devops`, `/`), or the not-found page's name. Lower-case
 * words and hyphens only, so no query, fragment, address or typed text fits.
 */
export const Route = v.union([
  v.pipe(v.string(), v.maxLength(100), v.regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/)),
  v.literal(notFoundRouteName),
]);

/**
 * A release of an area as its file names it (shared-ui/contract/locations.mjs:
 * `r42`; a page opened before that file had a version may still send the
 * address it named then), or the shell's build id. Only a release in force is
 * kept (collector/releases.ts), so this need not say more.
 */
const Release = v.pipe(v.string(), v.minLength(1), v.maxLength(2048), v.regex(/^[^\s?#]+$/));

/** Where an event comes from: the area whose code it concerns, and that area's release on the page. */
const Origin = {
  area: v.picklist(fieldAreas),
  release: Release,
};

/** A CSS selector of an element (the LCP element, an interaction's target), as web-vitals builds it. */
const Selector = v.pipe(v.string(), v.maxLength(200));

const Vital = v.object({
  type: v.literal('vital'),
  ...Origin,
  name: v.picklist(vitalNames),
  /** Milliseconds, or for CLS a unitless score. */
  value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(600_000)),
  rating: v.picklist(['good', 'needs-improvement', 'poor']),
  navigationType: v.picklist([
    'navigate',
    'reload',
    'back-forward',
    'back-forward-cache',
    'prerender',
    'restore',
    'soft-navigation',
  ]),
  /** LCP: its element; INP: the interaction's target; CLS: the element that shifted most. */
  target: v.optional(Selector),
});

/** An error's message, scrubbed again and cut to its length (scrub.ts) whatever the sender did. */
const Message = v.pipe(v.string(), v.maxLength(4 * 1024), v.transform(scrubMessage));

/**
 * A script's address without origin, query or fragment
 * (`/releases/services/r42/static/js/123.js`); an inline script's is its
 * page's, which may be a path as typed: an e-mail address in it is replaced.
 */
const ScriptPath = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[^?#\s]*$/), v.transform(scrubPath));

const ErrorEvent = v.object({
  type: v.literal('error'),
  ...Origin,
  /** An uncaught error, an unhandled rejection, or an error React recovered from (a hydration mismatch among them). */
  kind: v.picklist(['error', 'rejection', 'recoverable']),
  message: Message,
  source: v.optional(ScriptPath),
  line: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  column: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});

/** A remote the page could not load or render: it failed, or it did not answer in time. */
const RemoteEvent = v.object({
  type: v.literal('remote'),
  ...Origin,
  outcome: v.picklist(['failed', 'timeout']),
  /** The exposed module asked for (`ServicesPage`). */
  module: v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z]+$/)),
});

export const FieldEvent = v.variant('type', [Vital, ErrorEvent, RemoteEvent]);
export type FieldEvent = v.InferOutput<typeof FieldEvent>;

/** The areas whose code a page loads from a release of theirs: every area but the shell. */
const remoteAreas = fieldAreas.filter((area) => area !== 'shell');

/**
 * A page load's identity: random, made when the page loads and gone with it (never stored in the browser), so
 * that its reports count as one page load. Nothing ties it to a visitor or to their next page.
 */
const PageId = v.pipe(v.string(), v.regex(/^[\w-]{16,32}$/));

/** The page it comes from: its route, language and device class. */
const pageEntries = {
  route: Route,
  language: v.picklist(['en', 'fr']),
  /** A coarse class from the viewport, never a model: phone, tablet or desktop. */
  device: v.picklist(['phone', 'tablet', 'desktop']),
};

const batchOf = <E extends v.GenericSchema>(event: E) =>
  /** The schema's version: a collector refuses what it does not know. */
  v.variant('v', [
    v.object({
      v: v.literal(1),
      ...pageEntries,
      events: v.pipe(v.array(event), v.minLength(1), v.maxLength(maxBatchEvents)),
    }),
    /**
     * Version 2 (a page load's report): also the page load's identity, each area's release on the page and its role
     * there (a canary, or the stable release), and the areas whose code the page asked for so far. A page sends one
     * when it is first hidden or left, with its events or none, and again with what came since.
     */
    v.object({
      v: v.literal(2),
      ...pageEntries,
      page: PageId,
      releases: v.record(
        v.picklist(remoteAreas),
        v.object({ release: Release, role: v.picklist(['stable', 'canary']) }),
      ),
      requested: v.pipe(v.array(v.picklist(remoteAreas)), v.maxLength(remoteAreas.length)),
      events: v.pipe(v.array(event), v.maxLength(maxBatchEvents)),
    }),
  ]);

/** One POST: the page it comes from, then its events. */
export const FieldBatch = batchOf(FieldEvent);
export type FieldBatch = v.InferOutput<typeof FieldBatch>;

/**
 * A batch as the collector reads it first: the page checked, each event left for FieldEvent, so that one event
 * it cannot read (a reporter of a newer release, a message cut short) costs that event, not its batch's others.
 */
export const BatchEnvelope = batchOf(v.unknown());

/** An address a CSP report names, as the browser sent it: the collector cuts it down before keeping anything of it. */
const ReportedAddress = v.pipe(v.string(), v.maxLength(2048));

/** A directive's name; `violated-directive` may carry the policy's sources after it (`script-src 'self'`). */
const Directive = v.pipe(
  v.string(),
  v.maxLength(200),
  v.transform((text) => text.trim().split(/\s+/)[0]?.toLowerCase() ?? ''),
  v.regex(/^[a-z][a-z-]*$/),
);

const LineNumber = v.pipe(v.number(), v.integer(), v.minValue(0));
const Disposition = v.picklist(['enforce', 'report']);

/** One violation, however the browser reported it. */
export interface CspViolation {
  documentURL: string;
  directive: string;
  blockedURL?: string;
  sourceFile?: string;
  lineNumber?: number;
  disposition: 'enforce' | 'report';
}

/** A field browsers send empty or null when there is nothing to say, as absent. */
const present = <T>(value: T | null | undefined): T | undefined => (value === null || value === '' ? undefined : value);

/** The report-uri format (`application/csp-report`): one violation a body. */
const ReportUriBody = v.pipe(
  v.object({
    'csp-report': v.object({
      'document-uri': ReportedAddress,
      'violated-directive': v.optional(Directive),
      'effective-directive': v.optional(Directive),
      'blocked-uri': v.nullish(ReportedAddress),
      'source-file': v.nullish(ReportedAddress),
      'line-number': v.nullish(LineNumber),
      disposition: v.optional(Disposition),
    }),
  }),
  v.transform(({ 'csp-report': report }): CspViolation[] => [
    {
      documentURL: report['document-uri'],
      directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
      blockedURL: present(report['blocked-uri']),
      sourceFile: present(report['source-file']),
      lineNumber: present(report['line-number']),
      disposition: report.disposition ?? 'enforce',
    },
  ]),
  // Older browsers name only the violated directive, newer ones the effective one: one of them at least.
  v.check(([violation]) => violation?.directive !== ''),
);

const ReportingApiViolation = v.object({
  type: v.literal('csp-violation'),
  body: v.object({
    documentURL: ReportedAddress,
    effectiveDirective: Directive,
    blockedURL: v.nullish(ReportedAddress),
    sourceFile: v.nullish(ReportedAddress),
    lineNumber: v.nullish(LineNumber),
    disposition: v.optional(Disposition),
  }),
});

/** A report of another type the same endpoint may be sent (deprecation, intervention): left aside. */
const OtherReport = v.object({ type: v.pipe(v.string(), v.notValue('csp-violation')) });

/** The Reporting API's format (`application/reports+json`): a list of reports of any type. */
const ReportingApiBody = v.pipe(
  v.array(v.union([ReportingApiViolation, OtherReport])),
  v.minLength(1),
  v.maxLength(100),
  v.transform((reports) =>
    reports.flatMap((report): CspViolation[] =>
      'body' in report
        ? [
            {
              documentURL: report.body.documentURL,
              directive: report.body.effectiveDirective,
              blockedURL: present(report.body.blockedURL),
              sourceFile: present(report.body.sourceFile),
              lineNumber: present(report.body.lineNumber),
              disposition: report.body.disposition ?? 'enforce',
            },
          ]
        : [],
    ),
  ),
);

/**
 * What a browser posts to POST /api/field/csp, in either format browsers
 * send, as the list of violations it reports (none when it holds only other
 * types of report). Unknown keys (the policy, a script sample) are dropped.
 */
export const CspReports = v.union([ReportUriBody, ReportingApiBody]);
