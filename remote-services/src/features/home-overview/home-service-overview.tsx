import '../../i18n/register';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Section } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { FeaturedGrid } from '../../components/service-card/featured-grid';
import styles from './home-service-overview.module.scss';

/** The home page's service block: the six featured services and a way to all 18. */
export default function HomeServiceOverview() {
  const { t } = useTranslation('services');
  return (
    <Section
      id="services-overview"
      tone="muted"
      eyebrow={t('overview.eyebrow')}
      title={t('overview.title')}
      subtitle={t('overview.subtitle')}
    >
      <FeaturedGrid label={t('overview.title')} />
      <div className={styles.more}>
        <ButtonLink to={paths.services}>
          {t('overview.viewAll')}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
