import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { whyIcons } from '../../../../data/services';
import styles from './why-choose-us.module.scss';

export function WhyChooseUs() {
  const { t } = useTranslation('services');
  const points = t('list.why.points', { returnObjects: true });
  return (
    <Section id="why-us" title={t('list.why.title')} subtitle={t('list.why.subtitle')} centered>
      <div className={styles.points}>
        <CardGrid columns={3} label={t('list.why.title')}>
          {points.map((point, index) => (
            <IconCard
              key={point.title}
              icon={whyIcons[index % whyIcons.length]}
              tone="accent"
              title={point.title}
              description={point.description}
            />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
