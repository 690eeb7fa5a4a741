import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function HomeCta() {
  const { t } = useTranslation('home');
  return (
    <CtaBand
      title={t('cta.title')}
      text={t('cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.services} variant="outlineLight">
            {t('cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
