import '../../i18n/register';
import { useLocation } from 'react-router';
import { Hero, PageMeta, isServiceSlug, paths, type ServiceSlug } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
import { useServiceCopy } from '../../hooks/use-service-copy';

export default function ServiceDetailPage() {
  // The shell routes each of the 18 paths explicitly (unknown slugs reach its
  // not-found page), so the slug is read from the path rather than a param.
  const slug = useLocation().pathname.split('/')[2];
  return isServiceSlug(slug) ? <ServiceDetail slug={slug} /> : null;
}

function ServiceDetail({ slug }: { slug: ServiceSlug }) {
  const copy = useServiceCopy(slug);
  const language = useLanguage();
  return (
    <>
      <PageMeta title={copy.metaTitle} description={copy.metaDescription} path={paths.service(slug)} language={language} />
      <Hero title={copy.title} subtitle={copy.titleSub} description={copy.description} />
    </>
  );
}
