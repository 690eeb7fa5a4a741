import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, paths } from 'shared-ui';
import { useLanguage } from 'shared-i18n';

export default function MeetlyHubPage() {
  const { t } = useTranslation('products');
  const language = useLanguage();
  return (
    <>
      <PageMeta title={t('meetlyhub.meta.title')} description={t('meetlyhub.meta.description')} path={paths.meetlyhub} language={language} />
      <Hero eyebrow={t('meetlyhub.hero.badge')} title={t('meetlyhub.hero.title')} subtitle={t('meetlyhub.hero.subtitle')} description={t('meetlyhub.hero.description')} />
    </>
  );
}
