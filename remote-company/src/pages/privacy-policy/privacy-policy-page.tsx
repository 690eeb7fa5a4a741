import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths, site } from 'shared-ui';
import { useLanguage } from 'shared-i18n';
import { LegalDocument } from '../../components/legal-document/legal-document';
import { legalLastUpdated } from '../../data/legal';
import { legalValues } from '../../lib/legal-values';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const values = legalValues(site.emails.privacy, language);
  return (
    <>
      <PageMeta title={t('legal.privacy.meta.title')} description={t('legal.privacy.meta.description')} path={paths.privacy} language={language} />
      <Hero title={t('legal.privacy.hero.title')} subtitle={t('legal.privacy.hero.subtitle')} />
      <LegalDocument
        lastUpdated={legalLastUpdated}
        intro={t('legal.privacy.intro', { returnObjects: true })}
        sections={t('legal.privacy.sections', { returnObjects: true, ...values })}
      />
    </>
  );
}
