import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { groupedServices } from '../../../../data/services';
import { ServiceIndexLink } from './service-index-link';
import styles from './services-index.module.scss';

/** Every service page, grouped as in the header, so each is one click from /services. */
export function ServicesIndex() {
  const { t } = useTranslation('services');
  return (
    <Section id="all-services" tone="muted" title={t('list.index.title')} subtitle={t('list.index.subtitle')}>
      <div className={styles.groups}>
        {groupedServices.map(({ group, services }) => (
          <div key={group} className={styles.group}>
            <h3 className={styles.groupTitle}>{t(`list.groups.${group}`)}</h3>
            <ul className={styles.links} aria-label={t(`list.groups.${group}`)}>
              {services.map((service) => (
                <li key={service.slug}>
                  <ServiceIndexLink service={service} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
