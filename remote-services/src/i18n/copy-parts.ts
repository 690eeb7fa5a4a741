import type { CopyParts } from 'shared-i18n';
import { paths } from 'shared-ui/site';
import { featuredServices } from '../data/services';

const featuredSlugs = featuredServices.map((service) => service.slug);

/** The services copy each view shows: a service page its own service's alone. */
export const servicesCopyParts: CopyParts = {
  namespace: 'services',
  of: ({ module, path }) => {
    const featured = featuredSlugs.flatMap((slug) => [`items.${slug}.summary`, `items.${slug}.cardFeatures`]);
    switch (module) {
      case 'ServicesPage':
        return ['list', 'items.*.title', ...featured];
      case 'ServiceDetailPage':
        return ['detail', `items.${(path ?? '').slice(`${paths.services}/`.length)}`];
      default:
        return [
          'overview',
          'list.featured.explore',
          'list.featured.exploreLabel',
          ...featuredSlugs.map((slug) => `items.${slug}.title`),
          ...featured,
        ];
    }
  },
};
