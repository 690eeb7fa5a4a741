import { useTranslation } from 'react-i18next';
import { ButtonLink, Hero } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import { ScrollButton } from '../../../../components/scroll-button/scroll-button';
import { meetlyhubDashboardId } from '../../../../data/meetlyhub';

export function MeetlyHubHero() {
  const { t } = useTranslation('products');
  return (
    <Hero
      eyebrow={t('meetlyhub.hero.badge')}
      title={t('meetlyhub.hero.title')}
      subtitle={t('meetlyhub.hero.subtitle')}
      description={t('meetlyhub.hero.description')}
      actions={
        <>
          <ButtonLink to={contactWith('meetlyhub')} variant="light">
            {t('meetlyhub.hero.startTrial')}
          </ButtonLink>
          <ScrollButton target={meetlyhubDashboardId}>{t('meetlyhub.hero.watchDemo')}</ScrollButton>
        </>
      }
    />
  );
}
