import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, ButtonLink, Hero, usePageTrail, type TrailStep } from 'shared-ui';
import { paths } from 'shared-ui/site';
import type { ServiceEntry } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import { HeroBackdrop } from '../../../../components/service-visual/hero-backdrop';
import styles from './detail-hero.module.scss';

export interface DetailHeroProps {
  service: ServiceEntry;
  copy: ServiceCopy;
  /** The page's path and the pages between the home page and it (its trail, shown above the title). */
  path: string;
  parents: readonly TrailStep[];
}

export function DetailHero({ service, copy, path, parents }: DetailHeroProps) {
  const { t } = useTranslation('services');
  const trail = usePageTrail(path, copy.title, parents);
  return (
    <Hero
      breadcrumb={<Breadcrumb trail={trail} />}
      title={copy.title}
      subtitle={copy.titleSub}
      description={copy.description}
      actions={
        <ButtonLink to={paths.services} variant="outlineLight" size="small" className={styles.back}>
          <ArrowLeft size={16} aria-hidden="true" />
          {t('detail.backToServices')}
        </ButtonLink>
      }
      visual={<HeroBackdrop kind={service.illustration} icon={service.icon} />}
    />
  );
}
