import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function VulnyzerPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('vulnyzer.meta.title')} description={t('vulnyzer.meta.description')} path={paths.vulnyzer} language={language} />
      <Hero eyebrow={t('vulnyzer.hero.badge')} title={t('vulnyzer.hero.title')} subtitle={t('vulnyzer.hero.subtitle')} description={t('vulnyzer.hero.description')} />
    </>
  );
}
