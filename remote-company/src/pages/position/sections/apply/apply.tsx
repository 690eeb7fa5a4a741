import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { applyFor, type PositionId } from '../../../../data/positions';

/** How to apply: through the contact form, the position named there, or back to the other positions. */
export function Apply({ id }: { id: PositionId }) {
  const { t } = useTranslation('company');
  return (
    <CtaBand
      title={t('careers.position.apply.title')}
      text={t('careers.position.apply.text')}
      primary={{ label: t('careers.positions.apply'), to: applyFor(id) }}
      secondary={{ label: t('careers.position.allPositions'), to: paths.careers }}
    />
  );
}
