import { useTranslation } from 'react-i18next';
import { CardGrid, IconCard, Section } from 'shared-ui';
import { whyPoints } from '../../../../data/services';
import styles from './why-choose-us.module.scss';

export function WhyChooseUs() {
  const { t } = useTranslation('services');
  const copy = t('list.why.points', { returnObjects: true });
  return (
    <Section id="why-us" title={t('list.why.title')} subtitle={t('list.why.subtitle')} centered>
      <div className={styles.points}>
        <CardGrid columns={3} label={t('list.why.title')}>
          {whyPoints.map(({ id, icon }) => (
            <IconCard key={id} icon={icon} tone="accent" title={copy[id].title} description={copy[id].description} />
          ))}
        </CardGrid>
      </div>
    </Section>
  );
}
