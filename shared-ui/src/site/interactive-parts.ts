import type { ExposedModule, RemoteArea } from './routes';

/**
 * An interactive part of an area's view: the one kind of markup whose code a
 * visitor may need. Everything else an area renders is static HTML whose
 * links the shell follows in the app (shell/src/features/remotes/in-app-links.ts),
 * so a view's code is loaded only when one of its parts needs it:
 *
 * - 'now': as the page starts (a part that must work before anything else);
 * - 'intent': when the visitor points at it, touches it, focuses it or types in it;
 * - 'visible': when it comes near the viewport.
 *
 * A part marks its root element with these attributes (interactivePart), and
 * keeps working as plain HTML until its code arrives (a form posts natively).
 */
export const partNeeds = ['now', 'intent', 'visible'] as const;
export type PartNeed = (typeof partNeeds)[number];

/** The attribute naming a part, and the one saying when it needs its code. */
export const partAttribute = 'data-part';
export const partNeedAttribute = 'data-part-needs';

/** The attributes of an interactive part's root element: `<form {...interactivePart('enquiry-form', 'intent')}>`. */
export const interactivePart = (name: string, needs: PartNeed) =>
  ({ [partAttribute]: name, [partNeedAttribute]: needs }) as const;

/**
 * An area's declaration of one interactive part (its src/interactive-parts.ts): the part's name and when it
 * needs its code, as its root element says them (interactivePart), the exposed modules whose views show it,
 * and the folder of the area (from the area's root, e.g. `src/pages/contact/form`) that holds its code: no other
 * view code of the area has an event handler, state or effect (shared-ui/testing/interactive-parts.ts). The
 * area's build writes each view's parts into fragments.json and fails when a view's HTML disagrees.
 */
interface InteractivePartDeclaration<A extends RemoteArea> {
  name: string;
  needs: PartNeed;
  modules: readonly ExposedModule<A>[];
  folder: string;
}

/** Every interactive part of an area; empty for an area whose views are static HTML. */
export type AreaInteractiveParts<A extends RemoteArea> = readonly InteractivePartDeclaration<A>[];
