import { useTranslation } from 'react-i18next';
import { Briefcase } from 'lucide-react';
import { Badge, ButtonLink, CardGrid, IconCard, Section, SpecGrid } from 'shared-ui';
import { applyFor, positionPath, positions } from '../../../../data/positions';
import styles from './open-positions.module.scss';

/** Where the hero's "View open positions" leads. */
export const openPositionsId = 'open-positions';

export function OpenPositions() {
  const { t } = useTranslation('company');
  const items = t('careers.positions.items', { returnObjects: true });
  return (
    <Section
      id={openPositionsId}
      linkTarget
      tone="muted"
      title={t('careers.positions.title')}
      subtitle={t('careers.positions.subtitle')}
    >
      <CardGrid columns={2}>
        {positions.map(({ id }) => {
          const copy = items[id];
          const titleId = `position-${id}`;
          return (
            <IconCard
              key={id}
              icon={Briefcase}
              title={copy.title}
              description={copy.description}
              badge={<Badge tone="primary">{copy.level}</Badge>}
              footer={
                <div className={styles.actions}>
                  <ButtonLink to={positionPath(id)} aria-describedby={titleId} size="small">
                    {t('careers.positions.details')}
                  </ButtonLink>
                  <ButtonLink to={applyFor(id)} aria-describedby={titleId} size="small" variant="secondary">
                    {t('careers.positions.apply')}
                  </ButtonLink>
                </div>
              }
            >
              {/* Names the apply link's position for assistive technology. */}
              <span id={titleId} className={styles.hidden}>
                {copy.title}
              </span>
              <div className={styles.specs}>
                <SpecGrid
                  rows={[
                    { label: t('careers.positions.levelLabel'), value: copy.level },
                    { label: t('careers.positions.departmentLabel'), value: copy.department },
                    { label: t('careers.positions.locationLabel'), value: copy.location },
                    { label: t('careers.positions.typeLabel'), value: copy.type },
                  ]}
                />
              </div>
            </IconCard>
          );
        })}
      </CardGrid>
    </Section>
  );
}
