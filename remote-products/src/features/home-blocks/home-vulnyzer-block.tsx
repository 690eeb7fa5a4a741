import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import { paths } from 'shared-ui/site';
import { ProductBlock } from './product-block';

export default function HomeVulnyzerBlock() {
  const { t } = useTranslation('products');
  return (
    <ProductBlock
      icon={ShieldCheck}
      eyebrow={t('home.vulnyzer.eyebrow')}
      title={t('home.vulnyzer.title')}
      text={t('home.vulnyzer.text')}
      points={t('home.vulnyzer.points', { returnObjects: true })}
      link={{ to: paths.vulnyzer, label: t('home.vulnyzer.link') }}
    />
  );
}
