import { useTranslation } from 'react-i18next';
import { BulletList, Section } from 'shared-ui';
import type { ServiceCopy } from '../../../../locales/en';
import styles from './included-list.module.scss';

export interface IncludedListProps {
  copy: ServiceCopy;
}

/** The twelve things the service covers, as one list. */
export function IncludedList({ copy }: IncludedListProps) {
  const { t } = useTranslation('services');
  return (
    <Section id="included" title={t('detail.includedTitle')} subtitle={copy.includedIntro}>
      <div className={styles.panel}>
        <BulletList items={copy.includes} columns label={t('detail.includedTitle')} />
      </div>
    </Section>
  );
}
