import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData } from 'shared-ui';
import { homeBlocks, moduleId, paths } from 'shared-ui/site';
import { DeferredRemoteBlock } from '../../features/remotes/deferred-remote-block';
import { HomeHero } from './sections/hero/home-hero';
import { HomeIntro } from './sections/intro/home-intro';
import { HomeProblems } from './sections/problems/home-problems';
import { HomeProducts } from './sections/products/home-products';
import { HomeValues } from './sections/values/home-values';
import { HomeMission } from './sections/mission/home-mission';
import { HomeCta } from './sections/cta/home-cta';

/** The home page: a list of sections; three of them come from remotes. */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageMeta title={t('meta.title')} description={t('meta.description')} path={paths.home} />
      <PageStructuredData path={paths.home} name={t('meta.title')} />
      <HomeHero />
      <HomeIntro />
      <HomeProblems />
      <HomeProducts />
      <DeferredRemoteBlock id={moduleId(homeBlocks.serviceOverview)} />
      <HomeValues />
      <HomeMission />
      <HomeCta />
    </>
  );
}
