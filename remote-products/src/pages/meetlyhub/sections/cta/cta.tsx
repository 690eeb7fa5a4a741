import { useTranslation } from 'react-i18next';
import { CtaBand } from 'shared-ui';
import { contactWith } from 'shared-ui/site';

export function MeetlyHubCta() {
  const { t } = useTranslation('products');
  return (
    <CtaBand
      title={t('meetlyhub.cta.title')}
      text={t('meetlyhub.cta.text')}
      primary={{ label: t('meetlyhub.cta.primary'), to: contactWith('meetlyhub') }}
      secondary={{ label: t('meetlyhub.cta.secondary'), to: contactWith('meetlyhub') }}
    />
  );
}
