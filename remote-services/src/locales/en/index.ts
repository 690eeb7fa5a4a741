import { pagesEn } from './pages';
import { copy as customSoftware } from './items/custom-software-development';
import { copy as aiMachineLearning } from './items/ai-machine-learning';
import { copy as enterpriseIntegration } from './items/enterprise-integration';
import { copy as dataMigration } from './items/data-migration';
import { copy as qualityAssurance } from './items/quality-assurance';
import { copy as cloudDevops } from './items/cloud-devops';
import { copy as webDevelopment } from './items/web-development';
import { copy as apiMicroservices } from './items/api-microservices';
import { copy as uiUx } from './items/ui-ux-development';
import { copy as android } from './items/android-development';
import { copy as projectManagement } from './items/project-management';
import { copy as support } from './items/support-services';
import { copy as modernisation } from './items/application-modernization';
import { copy as enterpriseDataMigration } from './items/enterprise-data-migration';
import { copy as vulnerability } from './items/vulnerability-assessments';
import { copy as microservicesIntegrations } from './items/microservices-integrations';
import { copy as registration } from './items/user-registration-platforms';
import { copy as mobile } from './items/mobile-app-development';
import type { ServiceSlug } from 'shared-ui/site';
import type { ServiceCopy } from '../service-copy';

/** The services namespace in English: page copy plus one entry per service. */
export const servicesEn = {
  ...pagesEn,
  items: {
    'custom-software-development': customSoftware,
    'ai-machine-learning': aiMachineLearning,
    'enterprise-integration': enterpriseIntegration,
    'data-migration': dataMigration,
    'quality-assurance': qualityAssurance,
    'cloud-devops': cloudDevops,
    'web-development': webDevelopment,
    'api-microservices': apiMicroservices,
    'ui-ux-development': uiUx,
    'android-development': android,
    'project-management': projectManagement,
    'support-services': support,
    'application-modernization': modernisation,
    'enterprise-data-migration': enterpriseDataMigration,
    'vulnerability-assessments': vulnerability,
    'microservices-integrations': microservicesIntegrations,
    'user-registration-platforms': registration,
    'mobile-app-development': mobile,
  } satisfies Record<ServiceSlug, ServiceCopy>,
};

export type ServicesCopy = typeof servicesEn;
