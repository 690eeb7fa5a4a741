import { useTranslation } from 'react-i18next';
import { CardGrid, Section } from 'shared-ui';
import { projects } from '../../../../data/projects';
import { ProjectCard } from './project-card';
import styles from './project-list.module.scss';

/** The featured project at full width, then the others as cards. */
export function ProjectList() {
  const { t } = useTranslation('company');
  const copy = t('projects.items', { returnObjects: true });
  const featured = projects.filter((record) => record.featured);
  const listed = projects.filter((record) => !record.featured);
  return (
    <Section id="projects" tone="muted" title={t('projects.list.title')} subtitle={t('projects.list.subtitle')}>
      {featured.map((record) => (
        <div key={record.id} className={styles.featured}>
          <p className={styles.featuredLabel}>{t('projects.list.featuredLabel')}</p>
          <ProjectCard record={record} copy={copy[record.id]} />
        </div>
      ))}
      <CardGrid columns={3}>
        {listed.map((record) => (
          <ProjectCard key={record.id} record={record} copy={copy[record.id]} />
        ))}
      </CardGrid>
    </Section>
  );
}
