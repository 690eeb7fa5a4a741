import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { benefitIcons } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import styles from './key-benefits.module.scss';

export interface KeyBenefitsProps {
  copy: ServiceCopy;
}

export function KeyBenefits({ copy }: KeyBenefitsProps) {
  const { t } = useTranslation('services');
  return (
    <Section id="benefits" title={t('detail.benefitsTitle')}>
      <div className={styles.grid}>
        <CardGrid columns={4} label={t('detail.benefitsTitle')}>
          {copy.benefits.map((benefit, index) => (
            <IconCard
              key={benefit.title}
              icon={benefitIcons[index]}
              title={benefit.title}
              description={benefit.description}
            />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
