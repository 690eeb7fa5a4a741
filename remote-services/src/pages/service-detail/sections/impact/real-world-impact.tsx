import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { impactIcons } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import styles from './real-world-impact.module.scss';

export interface RealWorldImpactProps {
  copy: ServiceCopy;
}

export function RealWorldImpact({ copy }: RealWorldImpactProps) {
  const { t } = useTranslation('services');
  return (
    <Section id="impact" tone="muted" title={t('detail.impactTitle')} subtitle={t('detail.impactSubtitle')}>
      <div className={styles.grid}>
        <CardGrid columns={3} label={t('detail.impactTitle')}>
          {copy.impact.map((impact, index) => (
            <IconCard
              key={impact.title}
              icon={impactIcons[index]}
              tone="accent"
              metric={impact.metric}
              title={impact.title}
              description={impact.description}
            />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
