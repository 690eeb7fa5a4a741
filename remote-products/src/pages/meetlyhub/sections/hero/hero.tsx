import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink, Hero } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
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
            {t('meetlyhub.hero.requestTrial')}
          </ButtonLink>
          <ButtonAnchor href={`#${meetlyhubDashboardId}`} variant="outlineLight">
            {t('meetlyhub.hero.seeDashboard')}
          </ButtonAnchor>
        </>
      }
    />
  );
}
