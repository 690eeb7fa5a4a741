import { useTranslation } from 'react-i18next';
import { ButtonLink, Hero } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import { ScrollButton } from '../../../../components/scroll-button/scroll-button';
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
          <ScrollButton target={vulnyzerOverviewId}>{t('vulnyzer.hero.watchOverview')}</ScrollButton>
        </>
      }
    />
  );
}
