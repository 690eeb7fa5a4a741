import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand, paths } from 'shared-ui';

export function VulnyzerCta() {
  const { t } = useTranslation('products');
  return (
    <CtaBand
      title={t('vulnyzer.cta.title')}
      text={t('vulnyzer.cta.text')}
      actions={
        <>
          <ButtonLink to={paths.contact} variant="light">
            {t('vulnyzer.cta.primary')}
          </ButtonLink>
          <ButtonLink to={paths.contact} variant="outlineLight">
            {t('vulnyzer.cta.secondary')}
          </ButtonLink>
        </>
      }
    />
  );
}
