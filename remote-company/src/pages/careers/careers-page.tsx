import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { CareersHero } from './sections/careers-hero/careers-hero';
import { WhyJoin } from './sections/why-join/why-join';
import { OpenPositions } from './sections/open-positions/open-positions';
import { Offer } from './sections/offer/offer';
import { Culture } from './sections/culture/culture';
import { CareersCta } from './sections/careers-cta/careers-cta';

export default function CareersPage() {
  const { t } = useTranslation('company');
  return (
    <>
      <PageMeta title={t('careers.meta.title')} description={t('careers.meta.description')} path={paths.careers} />
      {/* Each position's JobPosting is on its own page, as search engines ask: not on the list. */}
      <PageStructuredData path={paths.careers} name={t('nav.careers', { ns: 'common' })} />
      <CareersHero />
      <WhyJoin />
      <OpenPositions />
      <Offer />
      <Culture />
      <CareersCta />
    </>
  );
}
