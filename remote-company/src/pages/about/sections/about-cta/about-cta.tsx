import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function AboutCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('about.cta.title')}
      text={t('about.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('about.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.projects} variant="outlineLight">
            {t('about.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
