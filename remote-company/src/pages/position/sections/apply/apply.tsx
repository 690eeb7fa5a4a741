import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';

/** How to apply: through the contact form, or back to the other positions. */
export function Apply() {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('careers.position.apply.title')}
      text={t('careers.position.apply.text')}
      primary={{ label: t('careers.positions.apply'), to: paths.contact }}
      secondary={{ label: t('careers.position.allPositions'), to: paths.careers }}
    />
  );
}
