import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { Story } from './sections/story/story';
import { MissionVision } from './sections/mission-vision/mission-vision';
import { Values } from './sections/values/values';
import { Leadership } from './sections/leadership/leadership';
import { Credentials } from './sections/credentials/credentials';
import { Timeline } from './sections/timeline/timeline';
import { AboutCta } from './sections/about-cta/about-cta';

export default function AboutPage() {
  const { t } = useTranslation('company');
  return (
    <>
      <PageMeta title={t('about.meta.title')} description={t('about.meta.description')} path={paths.about} />
      <PageStructuredData path={paths.about} name={t('nav.about', { ns: 'common' })} />
      <Hero eyebrow={t('about.hero.eyebrow')} title={t('about.hero.title')} subtitle={t('about.hero.subtitle')} />
      <Story />
      <MissionVision />
      <Values />
      <Credentials />
      <Leadership />
      <Timeline />
      <AboutCta />
    </>
  );
}
