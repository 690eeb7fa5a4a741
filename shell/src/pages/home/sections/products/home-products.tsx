import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { DeferredRemoteBlock } from '../../../../features/remotes/deferred-remote-block';
import { homeBlocks } from '../../../../app/remote-routes';
import styles from './home-products.module.scss';

/** Section frame owned by the shell; each product block comes from remote-products. */
export function HomeProducts() {
  const { t } = useTranslation('home');
  return (
    <Section id="products" title={t('products.title')} subtitle={t('products.subtitle')}>
      <div className={styles.blocks}>
        <DeferredRemoteBlock id={homeBlocks.meetlyhub} />
        <DeferredRemoteBlock id={homeBlocks.vulnyzer} />
      </div>
    </Section>
  );
}
