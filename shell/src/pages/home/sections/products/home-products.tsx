import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import { homeBlocks, moduleId } from 'shared-ui/site';
import { DeferredRemoteBlock } from '../../../../features/remotes/deferred-remote-block';
import styles from './home-products.module.scss';

/** Section frame owned by the shell; each product block comes from remote-products. */
export function HomeProducts() {
  const { t } = useTranslation('home');
  return (
    <Section id="products" title={t('products.title')} subtitle={t('products.subtitle')}>
      <div className={styles.blocks}>
        <DeferredRemoteBlock id={moduleId(homeBlocks.meetlyhub)} />
        <DeferredRemoteBlock id={moduleId(homeBlocks.vulnyzer)} />
      </div>
    </Section>
  );
}
