import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';

export default function HomeServiceOverview() {
  const { t } = useTranslation('services');
  return <Section id="services-overview" eyebrow={t('overview.eyebrow')} title={t('overview.title')} subtitle={t('overview.subtitle')}>{null}</Section>;
}
