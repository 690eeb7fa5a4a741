import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { ServicesHero } from './sections/hero/services-hero';
import { FeaturedServices } from './sections/featured/featured-services';
import { ServicesIndex } from './sections/index/services-index';
import { WhyChooseUs } from './sections/why/why-choose-us';
import { ProcessSteps } from './sections/process/process-steps';
import { ServicesCta } from './sections/cta/services-cta';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <>
      <PageMeta title={t('list.meta.title')} description={t('list.meta.description')} path={paths.services} />
      <PageStructuredData path={paths.services} name={t('nav.services', { ns: 'common' })} />
      <ServicesHero />
      <FeaturedServices />
      <ServicesIndex />
      <WhyChooseUs />
      <ProcessSteps />
      <ServicesCta />
    </>
  );
}
