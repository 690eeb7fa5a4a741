import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { FeaturedGrid } from '../../../../components/service-card/featured-grid';
import styles from './featured-services.module.scss';

export function FeaturedServices() {
  const { t } = useTranslation('services');
  return (
    <Section id="featured" title={t('list.featured.title')} subtitle={t('list.featured.subtitle')}>
      <div className={styles.cards}>
        <FeaturedGrid label={t('list.featured.title')} />
      </div>
    </Section>
  );
}
