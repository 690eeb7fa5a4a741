import { useTranslation } from 'react-i18next';
import { ButtonAnchor, ButtonLink, Hero } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import { vulnyzerOverviewId } from '../../../../data/vulnyzer';

export function VulnyzerHero() {
  const { t } = useTranslation('products');
  return (
    <Hero
      eyebrow={t('vulnyzer.hero.badge')}
      title={t('vulnyzer.hero.title')}
      subtitle={t('vulnyzer.hero.subtitle')}
      description={t('vulnyzer.hero.description')}
      actions={
        <>
          <ButtonLink to={contactWith('vulnyzer')} variant="light">
            {t('vulnyzer.hero.requestDemo')}
          </ButtonLink>
          <ButtonAnchor href={`#${vulnyzerOverviewId}`} variant="outlineLight">
            {t('vulnyzer.hero.seeHowItWorks')}
          </ButtonAnchor>
        </>
      }
    />
  );
}
