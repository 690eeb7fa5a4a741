import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';
import styles from './services-cta.module.scss';

export function ServicesCta() {
  const { t } = useTranslation('services');
  return (
    <CtaBand
      title={t('list.cta.title')}
      text={t('list.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light" className={styles.action}>
            {t('list.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.projects} variant="outlineLight" className={styles.action}>
            {t('list.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
