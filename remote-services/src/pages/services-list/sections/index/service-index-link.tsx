import { ChevronRight } from 'lucide-react';
import { AppLink } from 'shared-ui';

import type { ServiceEntry } from '../../../../data/services';
import { useServiceCopy } from '../../../../hooks/use-service-copy';
import styles from './services-index.module.scss';
import { servicePath } from '../../../../data/service-groups';

export interface ServiceIndexLinkProps {
  service: ServiceEntry;
}

/** One row of the index, named by the service page's own title. */
export function ServiceIndexLink({ service: { slug, icon: Icon } }: ServiceIndexLinkProps) {
  const { title } = useServiceCopy(slug);
  return (
    <AppLink to={servicePath(slug)} className={styles.link}>
      <Icon className={styles.icon} size={18} aria-hidden="true" />
      <span>{title}</span>
      <ChevronRight className={styles.chevron} size={16} aria-hidden="true" />
    </AppLink>
  );
}
