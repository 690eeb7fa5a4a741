import { useTranslation } from 'react-i18next';

import type { ServiceCopy } from '../locales/en';
import type { ServiceSlug } from '../data/service-groups';

/** The copy of one service in the current language. */
export function useServiceCopy(slug: ServiceSlug): ServiceCopy {
  const { t } = useTranslation('services');
  // A template key is a union the typed t() cannot narrow; every slug has the same shape.
  return t(`items.${slug}` as 'items.cloud-devops', { returnObjects: true });
}
