// What a page sends to the collector (POST /api/field/events), the one
// definition of it: the browser's reporter builds batches of this type, and
// the collector checks every body against this schema before it stores
// anything. Nothing here may carry personal data: a route is a page of the
// site's route table (never the address as typed), a message is scrubbed
// (scrub.ts) on both sides, and there is no identifier of a visitor, a
// session or a device.
import * as v from 'valibot';
import { fieldAreas, maxBatchEvents, notFoundRouteName, vitalNames } from './contract';
import { maxMessageLength, scrubMessage } from './scrub';

/**
 * A route: a path of the site's route table without its language prefix
 * (`/services/cloud-devops`, `/`), or the not-found page's name. Lower-case
 * words and hyphens only, so no query, fragment, address or typed text fits.
 */
const Route = v.union([
  v.pipe(v.string(), v.maxLength(100), v.regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/)),
  v.literal(notFoundRouteName),
]);

/**
 * A release of an area as its location names it (release.ts: `r42`, or
 * `https://cdn.example.org/services/r42` for one on another origin), or the
 * shell's build id.
 */
const Release = v.pipe(v.string(), v.minLength(1), v.maxLength(120), v.regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]*$/));

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

/** An error's message, scrubbed again whatever the sender did (scrub.ts). */
const Message = v.pipe(v.string(), v.maxLength(maxMessageLength), v.transform(scrubMessage));

/** A script's address without origin, query or fragment (`/releases/services/r42/static/js/123.js`). */
const ScriptPath = v.pipe(v.string(), v.maxLength(200), v.regex(/^\/[^?#\s]*$/));

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

/** One POST: the page it comes from, then its events. */
export const FieldBatch = v.object({
  /** The schema's version: a collector refuses what it does not know. */
  v: v.literal(1),
  route: Route,
  language: v.picklist(['en', 'fr']),
  /** A coarse class from the viewport, never a model: phone, tablet or desktop. */
  device: v.picklist(['phone', 'tablet', 'desktop']),
  events: v.pipe(v.array(FieldEvent), v.minLength(1), v.maxLength(maxBatchEvents)),
});
export type FieldBatch = v.InferOutput<typeof FieldBatch>;
