import { test as base, type ConsoleMessage } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIResponse, Locator, Page, Request, Route } from '@playwright/test';

/** A console error as the guard sees it: its text, the resource it names (if any) and the page's URL. */
interface LoggedError {
  text: string;
  url: string;
  page: string;
}

/**
 * The one list of console errors a journey may log without failing.
 *
 * `notFound` holds on every test: the not-found page logs the path it was
 * asked for, and its document answers 404, which the browser logs as a
 * failed resource (that document, not any other file).
 *
 * Every other entry is a fault a test causes on purpose, with what the
 * browser and the site log because of it. It holds only in a test that says
 * it causes that fault: `faults.expect('remoteUnavailable')`.
 */
const knownErrors = {
  notFound: [
    ({ text }) => /^404: no page at \//.test(text),
    ({ text, url, page }) =>
      /^Failed to load resource: the server responded with a status of 404/.test(text) && url === page,
  ],
  /** A remote, its manifest, entry or a chunk unreachable, missing, late or never answering. */
  remoteUnavailable: [
    ({ text }) => /^Failed to load resource: /.test(text),
    // The federation runtime's own log of what gave up.
    ({ text }) => /RUNTIME-00\d|ChunkLoadError|Loading chunk .* failed/.test(text),
  ],
  /** The site's scripts refused (a page read before, or without, any script). */
  scriptsBlocked: [({ text }) => /^Failed to load resource: net::ERR_FAILED/.test(text)],
  /** The enquiry endpoint answers an error, refuses the connection or sends no CORS headers. */
  enquiryEndpointFails: [
    ({ text }) => /^Failed to load resource: /.test(text),
    ({ text }) => /blocked by CORS policy/.test(text),
  ],
  /** A language's copy (a namespace's chunk) cannot be fetched: missing after a redeploy, or the network gone. */
  languageCopyUnavailable: [({ text }) => /^Failed to load resource: /.test(text)],
  /** A remote's code throws as it runs (remoteFaultMessage): its load fails as a remote's that cannot be had. */
  remoteThrows: [
    ({ text }) => text.includes(remoteFaultMessage),
    ({ text }) => /RUNTIME-00\d|ChunkLoadError|Loading chunk .* failed/.test(text),
  ],
  /** The page is made to load what its Content-Security-Policy refuses: the browser says so, and reports it. */
  cspViolation: [({ text }) => /violates the following Content Security Policy directive/.test(text)],
} satisfies Record<string, ((error: LoggedError) => boolean)[]>;

export type Fault = Exclude<keyof typeof knownErrors, 'notFound'>;

/** The message of the error a test puts in a remote's code (fault `remoteThrows`). */
export const remoteFaultMessage = 'A fault the test put in a remote’s code';

/** The uncaught errors a fault causes on purpose: only a remote's code made to throw. */
const knownUncaught: Partial<Record<Fault, (message: string) => boolean>> = {
  remoteThrows: (message) => message.includes(remoteFaultMessage),
};

export interface Faults {
  /** Declares that this test causes `fault` on purpose: its console errors are expected. */
  expect: (...faults: Fault[]) => void;
}

/** Whether a console error is in the list for a test that causes `faults` (the not-found page's always is). */
export function isExpectedError(message: ConsoleMessage, faults: Iterable<Fault> = []): boolean {
  const error: LoggedError = { text: message.text(), url: message.location().url, page: message.page()?.url() ?? '' };
  return (['notFound', ...faults] as const).some((kind) => knownErrors[kind].some((allows) => allows(error)));
}

/**
 * The suite's `test`: Playwright's, plus a guard on every page of the test's
 * context. A test fails if any page throws (an uncaught error or an
 * unhandled rejection) that its faults do not cause, or logs a console error
 * that the list above does not allow for it.
 */
export const test = base.extend<{ declaredFaults: Set<Fault>; faults: Faults; consoleGuard: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  declaredFaults: async ({}, provide) => provide(new Set()),
  faults: async ({ declaredFaults }, provide) =>
    provide({ expect: (...faults) => faults.forEach((fault) => declaredFaults.add(fault)) }),
  consoleGuard: [
    async ({ context, declaredFaults }, provide) => {
      const problems: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        if (!isExpectedError(message, declaredFaults))
          problems.push(`console error: ${message.text()} (${message.location().url})`);
      };
      context.on('console', onConsole);
      context.on('weberror', (webError) => {
        const { message, stack } = webError.error();
        if (![...declaredFaults].some((fault) => knownUncaught[fault]?.(message)))
          problems.push(`uncaught in the page: ${stack ?? message}`);
      });
      await provide();
      if (problems.length) throw new Error(`The page reported errors nobody expected:\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});
