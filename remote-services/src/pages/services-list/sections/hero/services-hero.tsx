import { useTranslation } from 'react-i18next';
import { Hero } from 'shared-ui';
import { featuredServices } from '../../../../data/services';
import styles from './services-hero.module.scss';

/** The page's h1, with the featured services' icons as a decorative row. */
export function ServicesHero() {
  const { t } = useTranslation('services');
  return (
    <Hero
      eyebrow={t('list.hero.eyebrow')}
      title={t('list.hero.title')}
      subtitle={t('list.hero.subtitle')}
      visual={
        <div className={styles.icons} aria-hidden="true">
          {featuredServices.map(({ slug, icon: Icon }) => (
            <span key={slug} className={styles.icon}>
              <Icon size={32} strokeWidth={1.5} />
            </span>
          ))}
        </div>
      }
    />
  );
}
