import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, ButtonLink, Hero, usePageTrail, type TrailStep } from 'shared-ui';
import { paths } from 'shared-ui/site';
import type { PositionCopy } from '../../../../locales/en';
import { applyFor, type PositionId } from '../../../../data/positions';

export interface PositionHeroProps {
  id: PositionId;
  copy: PositionCopy;
  /** The page's path and the pages between the home page and it (its trail, shown above the title). */
  path: string;
  parents: readonly TrailStep[];
}

export function PositionHero({ id, copy, path, parents }: PositionHeroProps) {
  const { t } = useTranslation('company');
  const trail = usePageTrail(path, copy.title, parents);
  return (
    <Hero
      breadcrumb={<Breadcrumb trail={trail} />}
      eyebrow={t('careers.position.eyebrow')}
      title={copy.title}
      subtitle={`${copy.level} · ${copy.location}`}
      actions={
        <>
          <ButtonLink to={applyFor(id)} variant="light">
            {t('careers.positions.apply')}
          </ButtonLink>
          <ButtonLink to={paths.careers} variant="outlineLight">
            <ArrowLeft size={16} aria-hidden="true" />
            {t('careers.position.allPositions')}
          </ButtonLink>
        </>
      }
    />
  );
}
