// The one bundle's loader of the areas' modules, given to the shell's app
// (shell/src/public/browser.ts) in place of the federation runtime: each exposed id
// of the three remotes' module-federation.config.ts is a plain dynamic import
// of its source, so the same shell code builds as one ordinary code-split
// bundle (monolith.rsbuild.config.ts).
import type { ModuleId } from 'shared-ui/site';
import type { ModuleLoader, RemoteComponentModule } from '../../shell/src/public/browser';

/** Every module the areas expose (shared-ui/site's route tables): one left out does not type-check. */
const exposed: Record<ModuleId, () => Promise<unknown>> = {
  'remote_services/ServicesPage': () => import('../../remote-services/src/pages/services-list/services-page'),
  'remote_services/ServiceDetailPage': () =>
    import('../../remote-services/src/pages/service-detail/service-detail-page'),
  'remote_services/HomeServiceOverview': () =>
    import('../../remote-services/src/features/home-overview/home-service-overview'),
  'remote_products/VulnyzerPage': () => import('../../remote-products/src/pages/vulnyzer/vulnyzer-page'),
  'remote_products/MeetlyHubPage': () => import('../../remote-products/src/pages/meetlyhub/meetlyhub-page'),
  'remote_products/HomeVulnyzerBlock': () =>
    import('../../remote-products/src/features/home-blocks/home-vulnyzer-block'),
  'remote_products/HomeMeetlyHubBlock': () =>
    import('../../remote-products/src/features/home-blocks/home-meetlyhub-block'),
  'remote_company/AboutPage': () => import('../../remote-company/src/pages/about/about-page'),
  'remote_company/ProjectsPage': () => import('../../remote-company/src/pages/projects/projects-page'),
  'remote_company/CareersPage': () => import('../../remote-company/src/pages/careers/careers-page'),
  'remote_company/PositionPage': () => import('../../remote-company/src/pages/position/position-page'),
  'remote_company/ContactPage': () => import('../../remote-company/src/pages/contact/contact-page'),
  'remote_company/EnquirySentPage': () => import('../../remote-company/src/pages/enquiry-sent/enquiry-sent-page'),
  'remote_company/PrivacyPolicyPage': () => import('../../remote-company/src/pages/privacy-policy/privacy-policy-page'),
  'remote_company/AccessibilityStatementPage': () =>
    import('../../remote-company/src/pages/accessibility/accessibility-statement-page'),
  'remote_company/TermsOfServicePage': () =>
    import('../../remote-company/src/pages/terms-of-service/terms-of-service-page'),
};

/** Every area's module imported from its source; there is nothing to forget. */
export const oneBundleModules: ModuleLoader = {
  async load(id) {
    const load = (exposed as Record<string, (() => Promise<unknown>) | undefined>)[id];
    if (!load) throw new Error(`one bundle: no module ${id}`);
    return (await load()) as RemoteComponentModule;
  },
  forget: () => Promise.resolve(),
};

/** Every exposed id: the one-bundle build's pages are rendered with all of them loaded (monolith-pages.ts). */
export const exposedIds = Object.keys(exposed);
