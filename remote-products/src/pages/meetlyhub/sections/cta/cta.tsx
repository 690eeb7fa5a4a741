import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function MeetlyHubCta() {
  const { t } = useTranslation('products');
  return (
    <CtaBand
      title={t('meetlyhub.cta.title')}
      text={t('meetlyhub.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('meetlyhub.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="outlineLight">
            {t('meetlyhub.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
