import { CardGrid } from 'shared-ui';
import { featuredServices } from '../../data/services';
import { ServiceCard } from './service-card';

export interface FeaturedGridProps {
  /** Accessible name of the list. */
  label: string;
}

/** The six featured services, on /services and on the home page. */
export function FeaturedGrid({ label }: FeaturedGridProps) {
  return (
    <CardGrid columns={3} label={label}>
      {featuredServices.map((service) => (
        <ServiceCard key={service.slug} service={service} />
      ))}
    </CardGrid>
  );
}
