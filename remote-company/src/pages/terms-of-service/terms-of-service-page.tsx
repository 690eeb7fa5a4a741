import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function TermsOfServicePage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('legal.terms.meta.title')} description={t('legal.terms.meta.description')} path={paths.terms} language={language} />
      <Hero title={t('legal.terms.hero.title')} subtitle={t('legal.terms.hero.subtitle')} />
    </>
  );
}
