// shared-ui: presentational components, hooks and structured data; the design
// tokens are the SCSS entries (mixins.scss, global.scss). Site facts and the
// route table are shared-ui/site. Every area bundles its own copy (see
// build/federation.ts).
export { AppLink, reloadAttribute } from './components/app-link/app-link';
export { Button, ButtonAnchor, ButtonLink } from './components/button/button';
export { Section } from './components/section/section';
export { Hero } from './components/hero/hero';
export { CardGrid } from './components/card-grid/card-grid';
export { IconCard } from './components/icon-card/icon-card';
export { StatBand } from './components/stat-band/stat-band';
export { Badge, type BadgeProps } from './components/badge/badge';
export { CtaBand } from './components/cta-band/cta-band';
export { SpecGrid } from './components/spec-grid/spec-grid';
export { BulletList } from './components/bullet-list/bullet-list';
export { Split } from './components/split/split';
export { PageMeta } from './components/page-meta/page-meta';
export { PageStructuredData, usePageTrail } from './structured-data/page-structured-data';
export { Breadcrumb, type TrailStep } from './components/breadcrumb/breadcrumb';
export { serviceNode, softwareApplicationNode, jobPostingNode, type JobPostingFacts } from './structured-data/nodes';
export { useUrlLanguage, useRoutePath, useLocalize } from './routing/localized';
export { useHydrated } from './routing/use-hydrated';
export { LanguageSwitch, useLanguageLink } from './components/language-switch/language-switch';
