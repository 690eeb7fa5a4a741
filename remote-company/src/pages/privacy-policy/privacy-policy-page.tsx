import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function PrivacyPolicyPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('legal.privacy.meta.title')} description={t('legal.privacy.meta.description')} path={paths.privacy} language={language} />
      <Hero title={t('legal.privacy.hero.title')} subtitle={t('legal.privacy.hero.subtitle')} />
    </>
  );
}
