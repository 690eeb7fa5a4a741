// shared-ui: presentational components, hooks and structured data; the design
// tokens are the SCSS entries (mixins.scss, global.scss). Site facts and the
// route table are shared-ui/site. Every area bundles its own copy (see
// build/federation.ts).
export { AppLink, type AppLinkProps } from './components/app-link/app-link';
export {
  Button,
  ButtonLink,
  type ButtonProps,
  type ButtonLinkProps,
  type ButtonVariant,
} from './components/button/button';
export { Section, type SectionProps } from './components/section/section';
export { Hero, type HeroProps } from './components/hero/hero';
export { CardGrid, type CardGridProps } from './components/card-grid/card-grid';
export { IconCard, type IconCardProps } from './components/icon-card/icon-card';
export { StatBand, type Stat, type StatBandProps } from './components/stat-band/stat-band';
export { Badge, type BadgeProps } from './components/badge/badge';
export { CtaBand, type CtaBandProps, type CtaLink } from './components/cta-band/cta-band';
export { SpecGrid, type SpecRow, type SpecGridProps } from './components/spec-grid/spec-grid';
export { BulletList, type BulletListProps } from './components/bullet-list/bullet-list';
export { Split, type SplitProps } from './components/split/split';
export { PageMeta, type PageMetaProps } from './components/page-meta/page-meta';
export { JsonLd, type JsonLdProps } from './structured-data/json-ld';
export { PageStructuredData, usePageTrail, type PageStructuredDataProps } from './structured-data/page-structured-data';
export { Breadcrumb, type BreadcrumbProps, type TrailStep } from './components/breadcrumb/breadcrumb';
export {
  serviceNode,
  softwareApplicationNode,
  jobPostingNode,
  type ServiceText,
  type SoftwareApplicationText,
  type JobPostingFacts,
} from './structured-data/nodes';
export { StandaloneFrame, type StandaloneFrameProps } from './components/standalone-frame/standalone-frame';
export { useUrlLanguage, useRoutePath, useLocalize } from './routing/localized';
export { useHydrated } from './routing/use-hydrated';
export {
  LanguageSwitch,
  useLanguageLink,
  type LanguageSwitchProps,
  type OnLanguageUnavailable,
} from './components/language-switch/language-switch';
