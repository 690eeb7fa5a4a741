import { useTranslation } from 'react-i18next';
import { ProductStats } from '../../../../components/product-stats/product-stats';

export function MeetlyHubStats() {
  const { t } = useTranslation('products');
  return <ProductStats stats={t('meetlyhub.stats', { returnObjects: true })} label={t('meetlyhub.statsLabel')} />;
}
