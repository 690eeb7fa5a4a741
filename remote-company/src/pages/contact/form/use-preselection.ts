import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { EnquiryOption } from 'shared-ui/site';
import { isPositionId } from '../../../data/positions';
import { isEnquiryOption } from './enquiry';

/** What the form is asked for: a service, and for a job application the position applied for, by its copy. */
export interface Preselection {
  service?: EnquiryOption;
  position?: { title: string; location: string };
}

/**
 * What another page's call to action asks the form for (contactWith, applyFor): the service, ?service=, when it is
 * one the form offers, and for a job application the position applied for, &position=, when it is a published one.
 * The page is served with them (the contact route's queries: src/routes.ts), so the form hydrates with them as the
 * server wrote it.
 */
export function usePreselection(): Preselection {
  const { t } = useTranslation('company');
  const query = new URLSearchParams(useLocation().search);
  const service = query.get('service');
  if (!isEnquiryOption(service)) return {};
  const position = query.get('position') ?? undefined;
  if (service !== 'careers' || !isPositionId(position)) return { service };
  const copy = `careers.positions.items.${position}` as const;
  return { service, position: { title: t(`${copy}.title`), location: t(`${copy}.location`) } };
}
