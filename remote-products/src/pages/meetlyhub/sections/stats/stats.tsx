import { useTranslation } from 'react-i18next';
import { ProductStats } from '../../../../components/product-stats/product-stats';
import { readPairs } from '../../../../lib/read-copy';

export function MeetlyHubStats() {
  const { t } = useTranslation('products');
  const stats = readPairs(t('meetlyhub.stats', { returnObjects: true }));
  return <ProductStats stats={stats} label={t('meetlyhub.statsLabel')} />;
}
