import { useTranslation } from 'react-i18next';
import { ProductStats } from '../../../../components/product-stats/product-stats';
import { readPairs } from '../../../../lib/read-copy';

export function VulnyzerStats() {
  const { t } = useTranslation('products');
  const stats = readPairs(t('vulnyzer.stats', { returnObjects: true }));
  return <ProductStats stats={stats} label={t('vulnyzer.statsLabel')} />;
}
