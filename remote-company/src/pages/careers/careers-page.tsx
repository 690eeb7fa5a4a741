import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function CareersPage() {
  const { t } = useTranslation('company');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('careers.meta.title')} description={t('careers.meta.description')} path={paths.careers} language={language} />
      <Hero eyebrow={t('careers.hero.eyebrow')} title={t('careers.hero.title')} subtitle={t('careers.hero.subtitle')} />
    </>
  );
}
