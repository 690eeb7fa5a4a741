import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { BulletList, CtaBand, Hero, PageMeta, PageStructuredData, Section } from 'shared-ui';
import { paths, site } from 'shared-ui/site';

/**
 * Where a form post without JavaScript lands once the enquiry service has
 * accepted it. Not a page to find by search: noindex, so not in sitemap.xml.
 */
export default function EnquirySentPage() {
  const { t } = useTranslation('company');
  const steps: readonly string[] = t('enquirySent.next.steps', { returnObjects: true, email: site.emails.enquiries });
  return (
    <>
      <PageMeta
        title={t('enquirySent.meta.title')}
        description={t('enquirySent.meta.description')}
        path={paths.enquirySent}
        noindex
      />
      <PageStructuredData path={paths.enquirySent} name={t('enquirySent.meta.title')} />
      <Hero
        eyebrow={t('enquirySent.hero.eyebrow')}
        title={t('enquirySent.hero.title')}
        subtitle={t('enquirySent.hero.subtitle')}
      />
      <Section id="next" title={t('enquirySent.next.title')}>
        <BulletList items={steps} />
      </Section>
      <CtaBand
        title={t('enquirySent.links.title')}
        primary={{ label: t('enquirySent.links.home'), to: paths.home }}
        secondary={{ label: t('enquirySent.links.services'), to: paths.services }}
      />
    </>
  );
}
