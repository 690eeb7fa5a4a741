import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';

export function HomeCta() {
  const { t } = useTranslation('home');
  return (
    <CtaBand
      title={t('cta.title')}
      text={t('cta.text')}
      primary={{ label: t('cta.primary'), to: paths.contact }}
      secondary={{ label: t('cta.secondary'), to: paths.services }}
    />
  );
}
