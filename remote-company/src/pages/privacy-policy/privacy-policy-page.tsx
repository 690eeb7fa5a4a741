import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { paths, site } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { LegalDocument, type LegalSection } from '../../components/legal-document/legal-document';
import { legalDocuments, legalLastUpdated } from '../../data/legal';
import { legalValues } from '../../lib/legal-values';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const values = legalValues(site.emails.privacy, language);
  const { icoNumber } = site.registration;
  const copy = t('legal.privacy.sections', { returnObjects: true, ...values });
  // The ICO registration number is optional in the site config: no number, no sentence.
  const sections: readonly LegalSection[] = legalDocuments.privacy.sections.map((id) =>
    id === 'contact-us' && icoNumber !== ''
      ? { id, ...copy[id], paragraphs: [...copy[id].paragraphs, t('legal.privacy.icoRegistration', { icoNumber })] }
      : { id, ...copy[id] },
  );
  return (
    <>
      <PageMeta
        title={t('legal.privacy.meta.title')}
        description={t('legal.privacy.meta.description')}
        path={paths.privacy}
        language={language}
      />
      <PageStructuredData path={paths.privacy} name={t('footer.privacy', { ns: 'common' })} />
      <Hero title={t('legal.privacy.hero.title')} subtitle={t('legal.privacy.hero.subtitle')} />
      <LegalDocument
        lastUpdated={legalLastUpdated}
        intro={[...t('legal.privacy.intro', { returnObjects: true, ...values }), t('legal.shared.languageNotice')]}
        sections={sections}
      />
    </>
  );
}
