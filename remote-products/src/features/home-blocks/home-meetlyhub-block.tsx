import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { ButtonLink, paths } from 'shared-ui';

export default function HomeMeetlyHubBlock() {
  const { t } = useTranslation('products');
  return (
    <article>
      <h3>{t('home.meetlyhub.title')}</h3>
      <p>{t('home.meetlyhub.text')}</p>
      <ButtonLink to={paths.meetlyhub}>{t('home.meetlyhub.link')}</ButtonLink>
    </article>
  );
}
