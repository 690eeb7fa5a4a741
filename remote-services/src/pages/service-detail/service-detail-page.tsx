import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData, serviceNode, useRoutePath } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { getService } from '../../data/services';
import { useServiceCopy } from '../../hooks/use-service-copy';
import { DetailHero } from './sections/hero/detail-hero';
import { IncludedList } from './sections/included/included-list';
import { ServiceIllustrationBand } from './sections/illustration/service-illustration-band';
import { KeyBenefits } from './sections/benefits/key-benefits';
import { RealWorldImpact } from './sections/impact/real-world-impact';
import { DetailCta } from './sections/cta/detail-cta';
import { isServiceSlug, servicePath, type ServiceSlug } from '../../data/service-groups';

export default function ServiceDetailPage() {
  // The shell routes each of the 18 paths explicitly (unknown slugs reach its
  // not-found page), so the slug is read from the path rather than a param.
  const slug = useRoutePath().split('/')[2];
  return isServiceSlug(slug) ? <ServiceDetail slug={slug} /> : null;
}

/** One layout for every service: its data entry and its copy fill it. */
function ServiceDetail({ slug }: { slug: ServiceSlug }) {
  const service = getService(slug);
  const copy = useServiceCopy(slug);
  const language = useLanguage();
  const { t } = useTranslation('services');
  const path = servicePath(slug);
  // Shown above the title and declared as the page's BreadcrumbList: one trail.
  const parents = [{ name: t('nav.services', { ns: 'common' }), path: paths.services }];
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={path} />
      <PageStructuredData
        path={path}
        name={copy.title}
        breadcrumbParents={parents}
        nodes={[serviceNode(language, path, { name: copy.title, description: copy.description })]}
      />
      <DetailHero service={service} copy={copy} path={path} parents={parents} />
      <IncludedList copy={copy} />
      <ServiceIllustrationBand service={service} copy={copy} />
      <KeyBenefits copy={copy} />
      <RealWorldImpact copy={copy} />
      <DetailCta service={service} copy={copy} />
    </>
  );
}
