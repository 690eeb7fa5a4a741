import { menuSections, resolveRoute } from '../site-routes';
import { testSiteRoutes } from '../../../testing/site-routes';

const routes = testSiteRoutes;

describe('the routes in force (resolveRoute)', () => {
  it("gives an area's page its module, and its old address its new one", () => {
    expect(resolveRoute(routes, '/services/cloud-devops')).toEqual({
      kind: 'page',
      area: 'remote_services',
      id: 'remote_services/ServiceDetailPage',
    });
    expect(resolveRoute(routes, '/services/devops')).toEqual({
      kind: 'redirect',
      area: 'remote_services',
      to: '/services/cloud-devops',
    });
  });

  it('takes the query a page’s routes list that the request asks for, the one with the most parameters, and no other', () => {
    const contact = { kind: 'page', area: 'remote_company', id: 'remote_company/ContactPage' };
    const asked = (search: string) => resolveRoute(routes, '/contact', search);
    expect(asked('?utm=x&service=security')).toEqual({ ...contact, query: { service: 'security' } });
    const position = { service: 'careers', position: 'java-developer' };
    expect(asked('?position=java-developer&service=careers')).toEqual({ ...contact, query: position });
    // A position the page does not name is ignored; the service it does name is kept.
    expect(asked('?service=careers&position=astronaut')).toEqual({ ...contact, query: { service: 'careers' } });
    for (const search of ['', '?service=', '?service=cooking', '?Service=security', '?position=java-developer'])
      expect(asked(search)).toEqual(contact);
    expect(resolveRoute(routes, '/about', '?service=security')).toEqual({
      kind: 'page',
      area: 'remote_company',
      id: 'remote_company/AboutPage',
    });
  });

  it('says not found for a path an area owns but does not list, or whose redirect leaves its prefixes', () => {
    expect(resolveRoute(routes, '/services/nothing')).toEqual({ kind: 'notFound', area: 'remote_services' });
    expect(resolveRoute(routes, '/services/about-us')).toEqual({ kind: 'notFound', area: 'remote_services' });
  });

  it("leaves the shell's own paths to the shell, even one an area lists outside its prefixes", () => {
    expect(resolveRoute(routes, '/')).toEqual({ kind: 'shell' });
    expect(resolveRoute(routes, '/team')).toEqual({ kind: 'shell' });
    // A prefix owns its path and the paths under it, not a path that merely starts with its letters.
    expect(resolveRoute(routes, '/servicesx')).toEqual({ kind: 'shell' });
  });

  it('says unknown under the prefixes of an area whose routes are not at hand', () => {
    expect(resolveRoute(routes, '/meetly-hub')).toEqual({ kind: 'unknown', area: 'remote_products' });
  });

  it("gives a menu's sections from every area's routes in force", () => {
    expect(menuSections(routes, 'services').map((section) => section.key)).toEqual(['operate']);
    expect(menuSections({ ...routes, areas: {} }, 'services')).toEqual([]);
  });
});
