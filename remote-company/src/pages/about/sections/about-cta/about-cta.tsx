import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';

export function AboutCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('about.cta.title')}
      text={t('about.cta.text')}
      primary={{ label: t('about.cta.primary'), to: paths.contact }}
      secondary={{ label: t('about.cta.secondary'), to: paths.projects }}
    />
  );
}
