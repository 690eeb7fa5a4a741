/**
 * What Google's structured-data documentation (Search Central, "Search
 * gallery") requires of each type the site publishes, checked on parsed
 * JSON-LD. Where Google has no feature for a type (Organization has no
 * required property, Service has no rich result), the properties the content
 * issue asks for are required instead.
 */
export type Node = Record<string, unknown>;

const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+/.test(value);
const isIsoDate = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
const asObject = (value: unknown): Node =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {};

type Rule = [property: string, holds: (node: Node) => boolean];

const rules: Record<string, readonly Rule[]> = {
  // Organization ("logo", "Organization" docs): nothing required; a logo of at least 112 px, and the list.
  Organization: [
    ['name', (n) => isText(n.name)],
    ['url', (n) => isUrl(n.url)],
    [
      'logo of 112 px or more',
      (n) => {
        const logo = asObject(n.logo);
        const side = (value: unknown) => Number(asObject(value).value);
        return isUrl(logo.url) && side(logo.width) >= 112 && side(logo.height) >= 112;
      },
    ],
    ['address', (n) => isText(asObject(n.address).addressCountry) && isText(asObject(n.address).streetAddress)],
    ['sameAs', (n) => Array.isArray(n.sameAs) && n.sameAs.length > 0 && n.sameAs.every(isUrl)],
  ],
  // Site names: name and url on the WebSite.
  WebSite: [
    ['name', (n) => isText(n.name)],
    ['url', (n) => isUrl(n.url)],
    ['inLanguage', (n) => isText(n.inLanguage)],
  ],
  // The page itself, in its WebSite.
  WebPage: [
    ['name', (n) => isText(n.name)],
    ['url', (n) => isUrl(n.url)],
    ['isPartOf', (n) => isText(asObject(n.isPartOf)['@id'])],
  ],
  // Breadcrumb: itemListElement with at least two ListItems, each with position, name and item.
  BreadcrumbList: [
    ['itemListElement', (n) => Array.isArray(n.itemListElement) && n.itemListElement.length >= 2],
    [
      'itemListElement[].position/name/item',
      (n) =>
        Array.isArray(n.itemListElement) &&
        n.itemListElement.every((entry, index) => {
          const item = asObject(entry);
          return item['@type'] === 'ListItem' && item.position === index + 1 && isText(item.name) && isUrl(item.item);
        }),
    ],
  ],
  // No rich result for Service: what a reader of the markup needs.
  Service: [
    ['name', (n) => isText(n.name)],
    ['description', (n) => isText(n.description)],
    ['url', (n) => isUrl(n.url)],
    ['provider', (n) => isText(asObject(n.provider)['@id'])],
  ],
  // Software app: name. Google's rich result also requires offers.price and a
  // rating or reviews; the consultancy publishes neither, so none is invented
  // (checked below) and no rich result is expected.
  SoftwareApplication: [
    ['name', (n) => isText(n.name)],
    ['applicationCategory', (n) => isText(n.applicationCategory)],
    ['url', (n) => isUrl(n.url)],
    [
      'no invented aggregateRating, review or price',
      (n) => !('aggregateRating' in n) && !('review' in n) && !('offers' in n),
    ],
  ],
  // Job posting: datePosted, description, hiringOrganization, jobLocation and title are required;
  // employmentType and validThrough are recommended and the issue asks for them.
  JobPosting: [
    ['title', (n) => isText(n.title)],
    ['description', (n) => isText(n.description)],
    ['datePosted', (n) => isIsoDate(n.datePosted)],
    // Recommended: a closing date; the site gives one for every position.
    ['validThrough', (n) => isIsoDate(n.validThrough)],
    ['url', (n) => isUrl(n.url)],
    ['employmentType', (n) => isText(n.employmentType)],
    ['hiringOrganization', (n) => isText(asObject(n.hiringOrganization)['@id'])],
    ['jobLocation', (n) => isText(asObject(asObject(n.jobLocation).address).addressCountry)],
  ],
};

/**
 * The graph's faults: an id given to two nodes, or referred to (an object
 * that is only `{"@id": …}`) and defined by no node of the graph.
 */
export function graphFaults(nodes: readonly Node[]): string[] {
  const ids = nodes.map((node) => node['@id']).filter((id): id is string => typeof id === 'string');
  const twice = ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `two nodes with @id ${id}`);
  const references: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const entries = Object.entries(value);
      if (entries.length === 1 && entries[0]?.[0] === '@id') references.push(String(entries[0][1]));
      else entries.forEach(([, inner]) => walk(inner));
    }
  };
  walk(nodes);
  const dangling = references.filter((id) => !ids.includes(id)).map((id) => `no node with @id ${id}`);
  return [...twice, ...new Set(dangling)];
}

/** The node of the graph with this id. */
export const nodeWithId = (nodes: readonly Node[], id: unknown): Node | undefined =>
  nodes.find((node) => node['@id'] === id);

/** The properties a node misses, by name ("Unknown type X" if the site should not publish it). */
export function missingProperties(node: Node): string[] {
  const type = String(node['@type']);
  const typeRules = rules[type];
  if (!typeRules) return [`Unknown type ${type}`];
  return typeRules.filter(([, holds]) => !holds(node)).map(([property]) => `${type}.${property}`);
}

/** Every JSON-LD block of an HTML document, parsed; the nodes of each `@graph` flattened. */
export function jsonLdNodes(html: string): Node[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Node,
  );
  return blocks.flatMap((block) => {
    if (block['@context'] !== 'https://schema.org')
      throw new Error(`JSON-LD without the schema.org context: ${JSON.stringify(block).slice(0, 80)}`);
    return Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block];
  });
}

/** Every absolute URL inside a node, at any depth. */
export function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return isUrl(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => (key === 'sameAs' ? [] : urlsIn(inner)));
  return [];
}
