import { pagesEn } from './pages';
import { legalEn } from './legal';

/** The company namespace in English. */
export const companyEn = { ...pagesEn, legal: legalEn };

export type CompanyCopy = typeof companyEn;
