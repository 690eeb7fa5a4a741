import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { PageMeta, PageStructuredData, jobPostingNode, useRoutePath } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import { getPosition, isPositionId, positionPath, type PositionId } from '../../data/positions';
import { formatLongDate } from '../../lib/format-date';
import { Offer } from '../careers/sections/offer/offer';
import { PositionHero } from './sections/position-hero/position-hero';
import { Role } from './sections/role/role';
import { Apply } from './sections/apply/apply';

export default function PositionPage() {
  // Each position's path is routed explicitly (others reach the not-found
  // page), so the id is read from the path, as the service pages do.
  const id = useRoutePath().split('/')[2];
  return isPositionId(id) ? <Position id={id} /> : null;
}

/** One open position: what the role is, its facts, what we offer, how to apply. */
function Position({ id }: { id: PositionId }) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const position = getPosition(id);
  const copy = t('careers.positions.items', { returnObjects: true })[id];
  const closing = formatLongDate(position.validThrough, language);
  const path = positionPath(id);
  // Shown above the title and declared as the page's BreadcrumbList: one trail.
  const parents = [{ name: t('nav.careers', { ns: 'common' }), path: paths.careers }];
  return (
    <>
      <PageMeta
        title={t('careers.position.meta.title', { title: copy.title })}
        description={t('careers.position.meta.description', { ...copy, closing })}
        path={path}
      />
      <PageStructuredData
        path={path}
        name={copy.title}
        breadcrumbParents={parents}
        nodes={[jobPostingNode(language, path, position, copy)]}
      />
      <PositionHero id={id} copy={copy} path={path} parents={parents} />
      <Role copy={copy} closing={closing} />
      <Offer />
      <Apply id={id} />
    </>
  );
}
