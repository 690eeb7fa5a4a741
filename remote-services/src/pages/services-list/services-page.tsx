import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('list.meta.title')} description={t('list.meta.description')} path={paths.services} language={language} />
      <Hero eyebrow={t('list.hero.eyebrow')} title={t('list.hero.title')} subtitle={t('list.hero.subtitle')} />
    </>
  );
}
