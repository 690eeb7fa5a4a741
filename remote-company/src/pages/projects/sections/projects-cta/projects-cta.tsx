import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function ProjectsCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('projects.cta.title')}
      text={t('projects.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('projects.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.services} variant="outlineLight">
            {t('projects.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
