import { useTranslation } from 'react-i18next';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Section } from 'shared-ui';
import styles from './home-problems.module.scss';

export function HomeProblems() {
  const { t } = useTranslation('home');
  const columns = [
    {
      key: 'problems',
      title: t('problems.problemsTitle'),
      items: t('problems.problems', { returnObjects: true }),
      Icon: CircleAlert,
    },
    {
      key: 'solutions',
      title: t('problems.solutionsTitle'),
      items: t('problems.solutions', { returnObjects: true }),
      Icon: CircleCheck,
    },
  ] as const;
  return (
    <Section id="challenges" tone="muted" title={t('problems.title')} subtitle={t('problems.subtitle')}>
      <div className={styles.columns}>
        {columns.map(({ key, title, items, Icon }) => (
          <div key={key} className={`${styles.column} ${styles[key]}`}>
            <h3 className={styles.title}>{title}</h3>
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item}>
                  <Icon className={styles.icon} size={20} aria-hidden="true" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
