import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { contactWith } from 'shared-ui/site';

export function VulnyzerCta() {
  const { t } = useTranslation('products');
  return (
    <CtaBand
      title={t('vulnyzer.cta.title')}
      text={t('vulnyzer.cta.text')}
      primary={{ label: t('vulnyzer.cta.primary'), to: contactWith('vulnyzer') }}
      secondary={{ label: t('vulnyzer.cta.secondary'), to: contactWith('vulnyzer') }}
    />
  );
}
