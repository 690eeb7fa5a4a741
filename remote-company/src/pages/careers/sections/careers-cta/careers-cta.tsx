import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { contactWith, paths } from 'shared-ui/site';

export function CareersCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('careers.cta.title')}
      text={t('careers.cta.text')}
      primary={{ label: t('careers.cta.primary'), to: contactWith('careers') }}
      secondary={{ label: t('careers.cta.secondary'), to: paths.about }}
    />
  );
}
