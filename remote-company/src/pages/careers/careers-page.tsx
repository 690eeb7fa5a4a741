import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData, jobPostingNode } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { positions } from '../../data/positions';
import { CareersHero } from './sections/careers-hero/careers-hero';
import { WhyJoin } from './sections/why-join/why-join';
import { OpenPositions } from './sections/open-positions/open-positions';
import { Offer } from './sections/offer/offer';
import { Culture } from './sections/culture/culture';
import { CareersCta } from './sections/careers-cta/careers-cta';

export default function CareersPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const copy = t('careers.positions.items', { returnObjects: true });
  const jobPostings = positions.map((position) => jobPostingNode(language, paths.careers, position, copy[position.id]));
  return (
    <>
      <PageMeta title={t('careers.meta.title')} description={t('careers.meta.description')} path={paths.careers} />
      <PageStructuredData path={paths.careers} name={t('nav.careers', { ns: 'common' })} nodes={jobPostings} />
      <CareersHero />
      <WhyJoin />
      <OpenPositions />
      <Offer />
      <Culture />
      <CareersCta />
    </>
  );
}
