/** The module name of an area's page whose routes could not be had: its slot's and its notice's name. */
const unknownPageModule = 'Page';

/** The module id a page's slot is marked with: its module, or the area's place for a page whose routes are not at hand. */
export const moduleOf = (resolved: { kind: 'page'; id: string } | { kind: 'unknown'; area: string }): string =>
  resolved.kind === 'page' ? resolved.id : `${resolved.area}/${unknownPageModule}`;
