import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Video } from 'lucide-react';
import { paths } from 'shared-ui/site';
import { ProductBlock } from './product-block';

export default function HomeMeetlyHubBlock() {
  const { t } = useTranslation('products');
  return (
    <ProductBlock
      icon={Video}
      eyebrow={t('home.meetlyhub.eyebrow')}
      title={t('home.meetlyhub.title')}
      text={t('home.meetlyhub.text')}
      points={t('home.meetlyhub.points', { returnObjects: true })}
      link={{ to: paths.meetlyhub, label: t('home.meetlyhub.link') }}
    />
  );
}
