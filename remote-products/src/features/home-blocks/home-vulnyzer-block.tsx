import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from 'shared-ui';

export default function HomeVulnyzerBlock() {
  const { t } = useTranslation('products');
  return (
    <article>
      <h3>{t('home.vulnyzer.title')}</h3>
      <p>{t('home.vulnyzer.text')}</p>
      <ButtonLink to={paths.vulnyzer}>{t('home.vulnyzer.link')}</ButtonLink>
    </article>
  );
}
