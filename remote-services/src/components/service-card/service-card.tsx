import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BulletList, ButtonLink, IconCard } from 'shared-ui';
import type { ServiceEntry } from '../../data/services';
import { useServiceCopy } from '../../hooks/use-service-copy';
import styles from './service-card.module.scss';
import { servicePath } from '../../data/service-groups';

export interface ServiceCardProps {
  service: ServiceEntry;
}

/** A featured service: its summary, three highlights and a link to its page. */
export function ServiceCard({ service }: ServiceCardProps) {
  const { t } = useTranslation('services');
  const copy = useServiceCopy(service.slug);
  return (
    <IconCard
      icon={service.icon}
      title={copy.title}
      description={copy.summary}
      footer={
        <ButtonLink
          to={servicePath(service.slug)}
          variant="secondary"
          size="small"
          aria-label={t('list.featured.exploreLabel', { service: copy.title })}
        >
          {t('list.featured.explore')}
          <ArrowRight size={16} aria-hidden="true" />
        </ButtonLink>
      }
    >
      <div className={styles.features}>
        <BulletList items={copy.cardFeatures} />
      </div>
    </IconCard>
  );
}
