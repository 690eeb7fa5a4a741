import { useTranslation } from 'react-i18next';
import { ButtonAnchor, Hero } from 'shared-ui';
import { openPositionsId } from '../open-positions/open-positions';

export function CareersHero() {
  const { t } = useTranslation('company');
  return (
    <Hero
      eyebrow={t('careers.hero.eyebrow')}
      title={t('careers.hero.title')}
      subtitle={t('careers.hero.subtitle')}
      actions={
        <ButtonAnchor href={`#${openPositionsId}`} variant="light">
          {t('careers.hero.viewPositions')}
        </ButtonAnchor>
      }
    />
  );
}
