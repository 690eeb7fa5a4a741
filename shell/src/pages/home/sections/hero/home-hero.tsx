import { useTranslation } from 'react-i18next';
import { ButtonLink, Hero, StatBand } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { HeroVisual } from './hero-visual';

export function HomeHero() {
  const { t } = useTranslation('home');
  return (
    <Hero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      description={t('hero.subtitle')}
      actions={
        <>
          <ButtonLink to={paths.services} variant="light">
            {t('hero.primary')}
          </ButtonLink>
          <ButtonLink to={paths.projects} variant="outlineLight">
            {t('hero.secondary')}
          </ButtonLink>
        </>
      }
      visual={<HeroVisual />}
      footer={<StatBand stats={t('hero.stats', { returnObjects: true })} onDark />}
    />
  );
}
