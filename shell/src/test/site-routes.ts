import type { SiteRoutes } from 'shared-ui/site';

/** Routes in force as a composed page carries them, for the shell's tests: a services area with two menu entries. */
export const testSiteRoutes: SiteRoutes = {
  prefixes: { remote_services: ['/services'], remote_company: ['/about', '/contact'] },
  areas: {
    remote_services: {
      pages: [
        { path: '/services', module: 'ServicesPage' },
        { path: '/services/cloud-devops', module: 'ServiceDetailPage' },
        { path: '/services/quality-assurance', module: 'ServiceDetailPage' },
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
      redirects: [{ from: '/services/devops', to: '/services/cloud-devops' }],
    },
    remote_company: {
      pages: [
        { path: '/about', module: 'AboutPage' },
        { path: '/contact', module: 'ContactPage' },
      ],
      menu: [],
      redirects: [],
    },
  },
};
