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

  it('takes the value of the query parameter a page takes when its routes list it, and no other', () => {
    const contact = { kind: 'page', area: 'remote_company', id: 'remote_company/ContactPage' };
    expect(resolveRoute(routes, '/contact', '?service=security&utm=x')).toEqual({
      ...contact,
      query: { name: 'service', value: 'security' },
    });
    for (const search of ['', '?service=', '?service=cooking', '?Service=security', '?topic=security'])
      expect(resolveRoute(routes, '/contact', search)).toEqual(contact);
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
