import type { CompanyCopy } from '../en';
import { pagesFr } from './pages';
import { legalFr } from './legal';

/** The company namespace in French, typed against English. */
export const companyFr: CompanyCopy = { ...pagesFr, legal: legalFr };
