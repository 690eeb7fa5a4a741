import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
import { CareersHero } from './sections/careers-hero/careers-hero';
import { WhyJoin } from './sections/why-join/why-join';
import { OpenPositions } from './sections/open-positions/open-positions';
import { Offer } from './sections/offer/offer';
import { Culture } from './sections/culture/culture';
import { CareersCta } from './sections/careers-cta/careers-cta';

export default function CareersPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('careers.meta.title')} description={t('careers.meta.description')} path={paths.careers} language={language} />
      <CareersHero />
      <WhyJoin />
      <OpenPositions />
      <Offer />
      <Culture />
      <CareersCta />
    </>
  );
}
