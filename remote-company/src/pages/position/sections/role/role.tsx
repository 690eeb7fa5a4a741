import { useTranslation } from 'react-i18next';
import { Section, SpecGrid } from 'shared-ui';
import type { PositionCopy } from '../../../../locales/en';
import styles from './role.module.scss';

export interface RoleProps {
  copy: PositionCopy;
  /** The last day applications are accepted, written out in the page's language. */
  closing: string;
}

/** The role in a paragraph, beside its facts. */
export function Role({ copy, closing }: RoleProps) {
  const { t } = useTranslation('company');
  return (
    <Section id="role" title={t('careers.position.role')}>
      <div className={styles.role}>
        <p className={styles.description}>{copy.description}</p>
        <div>
          <h3 className={styles.heading}>{t('careers.position.details')}</h3>
          <SpecGrid
            variant="list"
            rows={[
              { label: t('careers.positions.levelLabel'), value: copy.level },
              { label: t('careers.positions.departmentLabel'), value: copy.department },
              { label: t('careers.positions.locationLabel'), value: copy.location },
              { label: t('careers.positions.typeLabel'), value: copy.type },
              { label: t('careers.position.closingLabel'), value: closing },
            ]}
          />
        </div>
      </div>
    </Section>
  );
}
