import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { site } from 'shared-ui/site';
import { useLanguage } from 'shared-i18n';
import {
  LegalDocument,
  type LegalDocumentProps,
  type LegalSection,
} from '../../components/legal-document/legal-document';
import { legalDocuments, type LegalDocumentName } from '../../data/legal';
import { legalValues } from '../../lib/legal-values';
import type { LegalSectionCopy } from '../../locales/en';

export interface LegalPageProps {
  document: LegalDocumentName;
  /** What ends a section of the document, by its id (LegalDocument's sectionEnds). */
  sectionEnds?: LegalDocumentProps['sectionEnds'];
}

const inOrder = <Id extends string>(ids: readonly Id[], copy: Readonly<Record<Id, LegalSectionCopy>>): LegalSection[] =>
  ids.map((id) => ({ id, ...copy[id] }));

/** The privacy policy and the terms of service: one page, around each document's copy. */
export function LegalPage({ document, sectionEnds }: LegalPageProps) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  const { path, email } = legalDocuments[document];
  // Where the company is registered, worded as the footer words it (common copy).
  const values = legalValues(
    email,
    language,
    t(`footer.registeredIn.${site.registration.registeredIn}`, { ns: 'common' }),
  );
  const { icoNumber } = site.registration;
  const sections =
    document === 'privacy'
      ? inOrder(legalDocuments.privacy.sections, t('legal.privacy.sections', { returnObjects: true, ...values })).map(
          // The ICO registration number is optional in the site config: no number, no sentence.
          (section) =>
            section.id === 'contact-us' && icoNumber !== ''
              ? { ...section, paragraphs: [...section.paragraphs, t('legal.privacy.icoRegistration', { icoNumber })] }
              : section,
        )
      : inOrder(legalDocuments.terms.sections, t('legal.terms.sections', { returnObjects: true, ...values }));
  return (
    <>
      <PageMeta
        title={t(`legal.${document}.meta.title`)}
        description={t(`legal.${document}.meta.description`)}
        path={path}
      />
      <PageStructuredData path={path} name={t(`footer.${document}`, { ns: 'common' })} />
      <Hero title={t(`legal.${document}.hero.title`)} subtitle={t(`legal.${document}.hero.subtitle`)} />
      <LegalDocument
        lastUpdated={legalDocuments[document].updated}
        changes={document === 'privacy' ? t('legal.privacy.changesMade', { returnObjects: true }) : []}
        intro={[...t(`legal.${document}.intro`, { returnObjects: true, ...values }), t('legal.shared.languageNotice')]}
        sections={sections}
        sectionEnds={sectionEnds}
      />
    </>
  );
}
