import { changeLanguage, i18n, loadLanguage } from 'shared-i18n';
import type { AreaRoutes, SiteRoutes } from 'shared-ui/site';
import { fetchAreaRoutes } from '../../../lib/site-routes/site-routes';
import { labelIn, registerMenuLabels } from '../menu-labels';

const both: AreaRoutes = {
  pages: [{ path: '/services/web-development', module: 'ServiceDetailPage' }],
  redirects: [],
  menu: [
    {
      group: 'services',
      sections: [
        {
          key: 'build',
          label: { en: 'Build & modernise', fr: 'Développer et moderniser' },
          links: [{ path: '/services/web-development', label: { en: 'Web development', fr: 'Développement web' } }],
        },
      ],
    },
  ],
};
/** The routes as a French page carries them: French labels only. */
const frenchPage: SiteRoutes = {
  prefixes: { remote_services: ['/services'] },
  areas: {
    remote_services: {
      ...both,
      menu: [
        {
          group: 'services',
          sections: [
            {
              key: 'build',
              label: { fr: 'Développer et moderniser' },
              links: [{ path: '/services/web-development', label: { fr: 'Développement web' } }],
            },
          ],
        },
      ],
    },
  },
};

jest.mock('../../../lib/site-routes/site-routes', () => ({
  loadSiteRoutes: () => Promise.resolve(frenchPage),
  fetchAreaRoutes: jest.fn(),
}));
const fetchRoutes = fetchAreaRoutes as jest.MockedFunction<typeof fetchAreaRoutes>;

describe('the menu labels of a page composed in one language', () => {
  const [section] = frenchPage.areas.remote_services!.menu[0]!.sections;
  const link = section!.links[0]!;

  beforeEach(() => fetchRoutes.mockReset());

  it('are the page’s own in its language: nothing is fetched for it', async () => {
    await changeLanguage('fr');
    await registerMenuLabels();
    expect(fetchRoutes).not.toHaveBeenCalled();
    expect(labelIn(section!.label, 'fr', section!)).toBe('Développer et moderniser');
    expect(labelIn(link.label, 'fr', link)).toBe('Développement web');
  });

  it('load in the other language with its copy, from the area’s routes.json, before the switch shows it', async () => {
    fetchRoutes.mockResolvedValue(both);
    await loadLanguage('en');
    expect(fetchRoutes).toHaveBeenCalledWith('remote_services');
    expect(i18n.hasResourceBundle('en', 'site-menu')).toBe(true);
    expect(labelIn(section!.label, 'en', section!)).toBe('Build & modernise');
    expect(labelIn(link.label, 'en', link)).toBe('Web development');
  });

  it('stay in the page’s language for an area whose routes cannot be had, rather than go blank', () => {
    expect(labelIn({ fr: 'Développement web' }, 'de', { path: '/services/other' })).toBe('Développement web');
  });
});
