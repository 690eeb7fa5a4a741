import { useTranslation } from 'react-i18next';
import { Calendar, MapPin, Tag } from 'lucide-react';
import { Badge, BulletList, IconCard } from 'shared-ui';
import { statusTone, type ProjectRecord } from '../../../../data/projects';
import type { ProjectCopy } from '../../../../locales/en';
import styles from './project-list.module.scss';

export interface ProjectCardProps {
  record: ProjectRecord;
  copy: ProjectCopy;
}

/** One project record: status badge, facts (location, date, category) and highlights. */
export function ProjectCard({ record, copy }: ProjectCardProps) {
  const { t } = useTranslation('company');
  const facts = [
    { icon: MapPin, text: copy.location },
    { icon: Calendar, text: copy.date },
    { icon: Tag, text: copy.category },
  ];
  return (
    <IconCard
      icon={record.icon}
      title={copy.title}
      description={copy.description}
      badge={<Badge tone={statusTone(record.status)}>{copy.status}</Badge>}
    >
      <ul className={styles.facts}>
        {facts.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={16} aria-hidden="true" />
            {text}
          </li>
        ))}
      </ul>
      <p className={styles.highlightsLabel}>{t('projects.list.highlightsLabel')}</p>
      <BulletList items={copy.highlights} />
    </IconCard>
  );
}
