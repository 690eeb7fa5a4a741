import type { SiteRoutes } from '../src/site/site-routes';

/**
 * Routes in force as a composed page carries them, for the tests of the
 * shared resolver and of the shell's header and router: a services area with
 * two menu entries, an old address and a page it lists outside its prefixes;
 * a company area; a products area whose routes are not at hand.
 */
export const testSiteRoutes: SiteRoutes = {
  prefixes: {
    remote_services: ['/services'],
    remote_products: ['/meetlyhub', '/meetly-hub'],
    remote_company: ['/about', '/contact'],
  },
  areas: {
    remote_services: {
      pages: [
        { path: '/services', module: 'ServicesPage' },
        { path: '/services/cloud-devops', module: 'ServiceDetailPage' },
        { path: '/services/quality-assurance', module: 'ServiceDetailPage' },
        // Listed, but outside the area's prefixes: never its to serve.
        { path: '/team', module: 'ServiceDetailPage' },
      ],
      menu: [
        {
          group: 'services',
          sections: [
            {
              key: 'operate',
              label: { en: 'Cloud, security & delivery', fr: 'Cloud, sécurité et pilotage' },
              links: [
                { path: '/services/cloud-devops', label: { en: 'Cloud & DevOps', fr: 'Cloud et DevOps' } },
                {
                  path: '/services/quality-assurance',
                  label: { en: 'Quality assurance & testing', fr: 'Assurance qualité et tests' },
                },
              ],
            },
          ],
        },
      ],
      redirects: [
        { from: '/services/devops', to: '/services/cloud-devops' },
        // To a page of another area: never followed.
        { from: '/services/about-us', to: '/about' },
      ],
    },
    remote_company: {
      pages: [
        { path: '/about', module: 'AboutPage' },
        {
          path: '/contact',
          module: 'ContactPage',
          queries: [
            { service: 'security' },
            { service: 'careers' },
            { service: 'careers', position: 'java-developer' },
          ],
        },
      ],
      menu: [],
      redirects: [],
    },
  },
};
