import {
  Blocks,
  BrainCircuit,
  ClipboardList,
  Cloud,
  CodeXml,
  Database,
  DatabaseZap,
  Gauge,
  Headset,
  Layers,
  LifeBuoy,
  MonitorSmartphone,
  Network,
  PenTool,
  Plug,
  RefreshCcw,
  ShieldCheck,
  Smartphone,
  Target,
  TabletSmartphone,
  TrendingUp,
  Trophy,
  UserCheck,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { EnquiryOption } from 'shared-ui/site';
import { serviceGroups, serviceGroupOrder, type ServiceSlug, type ServiceGroup } from './service-groups';

/** The drawings of src/components/service-visual; several services share one. */
export type IllustrationKind =
  | 'application'
  | 'devices'
  | 'design'
  | 'migration'
  | 'network'
  | 'registration'
  | 'pipeline'
  | 'model'
  | 'audit'
  | 'dashboard';

export interface ServiceEntry {
  slug: ServiceSlug;
  icon: LucideIcon;
  illustration: IllustrationKind;
  /** Position on /services and in the home overview (featured first). */
  order: number;
  /** One of the six cards on /services and on the home page. */
  featured: boolean;
  /** Preselected in the contact form by the page's call to action. */
  enquiry: EnquiryOption;
}

type ServiceData = Omit<ServiceEntry, 'slug'>;

/** What exists, independent of language: the copy lives in locales/<lang>.ts, under items.<slug>. */
const serviceData: Record<ServiceSlug, ServiceData> = {
  // The six featured services follow the order the brief presents them in.
  'application-modernization': {
    icon: RefreshCcw,
    illustration: 'migration',
    order: 1,
    featured: true,
    enquiry: 'engineering',
  },
  'enterprise-data-migration': {
    icon: DatabaseZap,
    illustration: 'migration',
    order: 2,
    featured: true,
    enquiry: 'engineering',
  },
  'vulnerability-assessments': {
    icon: ShieldCheck,
    illustration: 'audit',
    order: 3,
    featured: true,
    enquiry: 'security',
  },
  'microservices-integrations': {
    icon: Workflow,
    illustration: 'network',
    order: 4,
    featured: true,
    enquiry: 'system-integration',
  },
  'user-registration-platforms': {
    icon: UserCheck,
    illustration: 'registration',
    order: 5,
    featured: true,
    enquiry: 'engineering',
  },
  'mobile-app-development': {
    icon: TabletSmartphone,
    illustration: 'devices',
    order: 6,
    featured: true,
    enquiry: 'engineering',
  },
  'custom-software-development': {
    icon: CodeXml,
    illustration: 'application',
    order: 7,
    featured: false,
    enquiry: 'engineering',
  },
  'ai-machine-learning': {
    icon: BrainCircuit,
    illustration: 'model',
    order: 8,
    featured: false,
    enquiry: 'engineering',
  },
  'enterprise-integration': {
    icon: Network,
    illustration: 'network',
    order: 9,
    featured: false,
    enquiry: 'system-integration',
  },
  'data-migration': { icon: Database, illustration: 'migration', order: 10, featured: false, enquiry: 'engineering' },
  'quality-assurance': {
    icon: ClipboardList,
    illustration: 'audit',
    order: 11,
    featured: false,
    enquiry: 'quality-assurance',
  },
  'cloud-devops': { icon: Cloud, illustration: 'pipeline', order: 12, featured: false, enquiry: 'engineering' },
  'web-development': {
    icon: MonitorSmartphone,
    illustration: 'devices',
    order: 13,
    featured: false,
    enquiry: 'engineering',
  },
  'api-microservices': {
    icon: Plug,
    illustration: 'network',
    order: 14,
    featured: false,
    enquiry: 'system-integration',
  },
  'ui-ux-development': { icon: PenTool, illustration: 'design', order: 15, featured: false, enquiry: 'engineering' },
  'android-development': {
    icon: Smartphone,
    illustration: 'devices',
    order: 16,
    featured: false,
    enquiry: 'engineering',
  },
  'project-management': {
    icon: Layers,
    illustration: 'dashboard',
    order: 17,
    featured: false,
    enquiry: 'project-management',
  },
  'support-services': { icon: Headset, illustration: 'dashboard', order: 18, featured: false, enquiry: 'engineering' },
};

/** Every service, in display order. */
export const services: readonly ServiceEntry[] = Object.entries(serviceData)
  .map(([slug, data]) => ({ slug: slug as ServiceSlug, ...data }))
  .sort((a, b) => a.order - b.order);

export const featuredServices = services.filter((service) => service.featured);

export const getService = (slug: ServiceSlug): ServiceEntry => ({ slug, ...serviceData[slug] });

/** The groups of the services index, in the header's order. */
export const groupedServices: readonly { group: ServiceGroup; services: readonly ServiceEntry[] }[] =
  serviceGroupOrder.map((group) => ({ group, services: serviceGroups[group].map(getService) }));

/**
 * The card icons of every detail page, one per card: a page's benefits and
 * outcomes differ from service to service, their icons stay in place. Each
 * service's copy has exactly one benefit and one outcome per icon
 * (ServiceCopy's types are built from these lists).
 */
export const benefitIcons = [Target, Gauge, ShieldCheck, TrendingUp] as const;
export const impactIcons = [TrendingUp, Trophy, LifeBuoy] as const;

/** The reasons to work with us on /services. Copy: list.why.points */
export const whyPoints = [
  { id: 'certified-quality', icon: ShieldCheck },
  { id: 'sector-experience', icon: Trophy },
  { id: 'one-team', icon: Blocks },
] as const satisfies readonly { id: string; icon: LucideIcon }[];
