import { remotes } from 'shared-ui/site';
// eslint-disable-next-line import-x/no-restricted-paths -- a test of what the build publishes, which runs the build's own step
import { routesList } from 'shared-ui/build/area-routes';
import { servicesRoutes } from '../routes';
import { servicesEn } from '../locales/en';
import { servicesFr } from '../locales/fr';
import federation from '../../module-federation.config';
import { serviceSlugs } from '../data/service-groups';

describe("the services area's routes", () => {
  const list = routesList(remotes.services.name, servicesRoutes, { en: servicesEn, fr: servicesFr });

  it('has the index and one page per service, each rendered by a module the area exposes', () => {
    expect(list.pages.map(({ path }) => path)).toEqual([
      '/services',
      ...serviceSlugs.map((slug) => `/services/${slug}`),
    ]);
    const exposed = Object.keys(federation.exposes ?? {}).map((key) => key.replace(/^\.\//, ''));
    for (const { module } of list.pages) expect(exposed).toContain(module);
  });

  it("lists every service once in the Services menu, named by its page's title in each language", () => {
    const links = list.menu.flatMap(({ sections }) => sections.flatMap((section) => section.links));
    expect(links.map(({ path }) => path).sort()).toEqual(serviceSlugs.map((slug) => `/services/${slug}`).sort());
    expect(links.find(({ path }) => path === '/services/cloud-devops')?.label).toEqual({
      en: servicesEn.items['cloud-devops'].title,
      fr: servicesFr.items['cloud-devops'].title,
    });
  });
});
