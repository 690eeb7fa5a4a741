import { useTranslation } from 'react-i18next';
import { Handshake } from 'lucide-react';
import { Badge, BulletList, ButtonLink, Section } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import styles from './partnership.module.scss';

/** The featured partnership announcement; its button preselects "partnership" in the form. */
export function Partnership() {
  const { t } = useTranslation('company');
  return (
    <Section id="partnership">
      <article className={styles.block} aria-labelledby="partnership-heading">
        <span className={styles.icon} aria-hidden="true">
          <Handshake size={40} strokeWidth={1.5} />
        </span>
        <div>
          <Badge tone="accent">{t('projects.partnership.badge')}</Badge>
          <h2 id="partnership-heading" className={styles.title}>
            {t('projects.partnership.title')}
          </h2>
          <p className={styles.text}>{t('projects.partnership.text')}</p>
          <BulletList items={t('projects.partnership.points', { returnObjects: true })} />
          <ButtonLink className={styles.button} to={contactWith('partnership')}>
            {t('projects.partnership.button')}
          </ButtonLink>
        </div>
      </article>
    </Section>
  );
}
