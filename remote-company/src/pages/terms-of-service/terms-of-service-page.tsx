import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { paths, site } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { LegalDocument } from '../../components/legal-document/legal-document';
import { legalDocuments, legalLastUpdated } from '../../data/legal';
import { legalValues } from '../../lib/legal-values';

export default function TermsOfServicePage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const values = legalValues(site.emails.general, language);
  const copy = t('legal.terms.sections', { returnObjects: true, ...values });
  return (
    <>
      <PageMeta
        title={t('legal.terms.meta.title')}
        description={t('legal.terms.meta.description')}
        path={paths.terms}
        language={language}
      />
      <PageStructuredData path={paths.terms} name={t('footer.terms', { ns: 'common' })} />
      <Hero title={t('legal.terms.hero.title')} subtitle={t('legal.terms.hero.subtitle')} />
      <LegalDocument
        lastUpdated={legalLastUpdated}
        intro={[...t('legal.terms.intro', { returnObjects: true, ...values }), t('legal.shared.languageNotice')]}
        sections={legalDocuments.terms.sections.map((id) => ({ id, ...copy[id] }))}
      />
    </>
  );
}
