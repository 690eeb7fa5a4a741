import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import styles from './process-steps.module.scss';

/** The four steps as an ordered list; the numbers come from the list itself. */
export function ProcessSteps() {
  const { t } = useTranslation('services');
  const steps = t('list.process.steps', { returnObjects: true });
  return (
    <Section id="process" tone="dark" title={t('list.process.title')} subtitle={t('list.process.subtitle')}>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.description}>{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
