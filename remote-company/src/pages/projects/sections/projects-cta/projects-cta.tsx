import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';

export function ProjectsCta() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('projects.cta.title')}
      text={t('projects.cta.text')}
      primary={{ label: t('projects.cta.primary'), to: paths.contact }}
      secondary={{ label: t('projects.cta.secondary'), to: paths.services }}
    />
  );
}
