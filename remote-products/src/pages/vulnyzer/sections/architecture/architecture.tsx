import { useTranslation } from 'react-i18next';
import { Badge, Section } from 'shared-ui';
import { vulnyzerComponents } from '../../../../data/vulnyzer';
import styles from './architecture.module.scss';

export function VulnyzerArchitecture() {
  const { t } = useTranslation('products');
  const copy = t('vulnyzer.architecture.components', { returnObjects: true });
  const active = t('vulnyzer.architecture.activeLabel');
  return (
    <Section
      id="architecture"
      tone="muted"
      title={t('vulnyzer.architecture.title')}
      subtitle={t('vulnyzer.architecture.subtitle')}
    >
      <div className={styles.card}>
        <ul className={styles.components}>
          {vulnyzerComponents.map(({ id, icon: Icon }) => (
            <li key={id} className={styles.component}>
              <span className={styles.icon} aria-hidden="true">
                <Icon size={22} strokeWidth={1.75} />
              </span>
              <div className={styles.body}>
                <div className={styles.heading}>
                  <h3 className={styles.name}>{copy[id].title}</h3>
                  <Badge tone="success">
                    <span className={styles.dot} aria-hidden="true" />
                    {active}
                  </Badge>
                </div>
                <p className={styles.description}>{copy[id].description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
