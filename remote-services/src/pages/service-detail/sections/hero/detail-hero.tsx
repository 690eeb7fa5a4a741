import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Hero } from 'shared-ui';
import { paths } from 'shared-ui/site';
import type { ServiceEntry } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import { HeroBackdrop } from '../../../../components/service-visual/hero-backdrop';
import styles from './detail-hero.module.scss';

export interface DetailHeroProps {
  service: ServiceEntry;
  copy: ServiceCopy;
}

export function DetailHero({ service, copy }: DetailHeroProps) {
  const { t } = useTranslation('services');
  return (
    <Hero
      eyebrow={t('detail.breadcrumb')}
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
