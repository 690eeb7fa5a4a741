import { useTranslation } from 'react-i18next';
import { CardGrid, Section } from 'shared-ui';
import { projects } from '../../../../data/projects';
import { ProjectCard } from './project-card';
import styles from './project-list.module.scss';

/** The featured project at full width, then the others as cards. */
export function ProjectList() {
  const { t } = useTranslation('company');
  const items = t('projects.items', { returnObjects: true });
  const records = projects.map((record, index) => ({ record, copy: items[index] }));
  const featured = records.filter((entry) => entry.record.featured);
  const listed = records.filter((entry) => !entry.record.featured);
  return (
    <Section id="projects" tone="muted" title={t('projects.list.title')} subtitle={t('projects.list.subtitle')}>
      {featured.map(({ record, copy }) =>
        copy ? (
          <div key={record.slug} className={styles.featured}>
            <p className={styles.featuredLabel}>{t('projects.list.featuredLabel')}</p>
            <ProjectCard record={record} copy={copy} />
          </div>
        ) : null,
      )}
      <CardGrid columns={3}>
        {listed.map(({ record, copy }) =>
          copy ? <ProjectCard key={record.slug} record={record} copy={copy} /> : null,
        )}
      </CardGrid>
    </Section>
  );
}
