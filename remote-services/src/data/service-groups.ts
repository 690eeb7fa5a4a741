import { paths } from 'shared-ui/site';

/**
 * The services, by slug, in the groups of the header's Services menu and of
 * the services index. A new service is a slug here, its data
 * (services.ts) and its copy in both languages (locales/).
 */
export const serviceGroups = {
  build: [
    'custom-software-development',
    'web-development',
    'ui-ux-development',
    'mobile-app-development',
    'android-development',
    'application-modernization',
    'user-registration-platforms',
  ],
  data: [
    'enterprise-integration',
    'api-microservices',
    'microservices-integrations',
    'data-migration',
    'enterprise-data-migration',
    'ai-machine-learning',
  ],
  operate: ['cloud-devops', 'vulnerability-assessments', 'quality-assurance', 'project-management', 'support-services'],
} as const;

export type ServiceGroup = keyof typeof serviceGroups;
export type ServiceSlug = (typeof serviceGroups)[ServiceGroup][number];

export const serviceGroupOrder: readonly ServiceGroup[] = ['build', 'data', 'operate'];

export const serviceSlugs: readonly ServiceSlug[] = serviceGroupOrder.flatMap((group) => serviceGroups[group]);

export const isServiceSlug = (value: string | undefined): value is ServiceSlug =>
  serviceSlugs.includes(value as ServiceSlug);

/** A service's page. */
export const servicePath = (slug: ServiceSlug) => `${paths.services}/${slug}`;
