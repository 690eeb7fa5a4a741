import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function CareersCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('careers.cta.title')}
      text={t('careers.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('careers.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.about} variant="outlineLight">
            {t('careers.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
