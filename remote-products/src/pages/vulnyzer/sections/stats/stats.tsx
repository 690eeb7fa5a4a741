import { useTranslation } from 'react-i18next';
import { ProductStats } from '../../../../components/product-stats/product-stats';

export function VulnyzerStats() {
  const { t } = useTranslation('products');
  return <ProductStats stats={t('vulnyzer.stats', { returnObjects: true })} label={t('vulnyzer.statsLabel')} />;
}
