import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { ButtonLink, Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { contactWith, paths, site } from 'shared-ui/site';
import { LegalDocument } from '../../components/legal-document/legal-document';
import { accessibilityStatement } from '../../data/accessibility';

/**
 * The accessibility statement: what the site meets, how it is tested, its
 * known limits and how to report a barrier (the contact form, with its own
 * option), laid out as the legal documents are.
 */
export default function AccessibilityStatementPage() {
  const { t } = useTranslation('company');
  const values = { email: site.emails.general, days: accessibilityStatement.replyWorkingDays };
  const copy = t('accessibility.sections', { returnObjects: true, ...values });
  return (
    <>
      <PageMeta
        title={t('accessibility.meta.title')}
        description={t('accessibility.meta.description')}
        path={paths.accessibility}
      />
      <PageStructuredData path={paths.accessibility} name={t('footer.accessibility', { ns: 'common' })} />
      <Hero title={t('accessibility.hero.title')} subtitle={t('accessibility.hero.subtitle')} />
      <LegalDocument
        lastUpdated={accessibilityStatement.reviewed}
        intro={t('accessibility.intro', { returnObjects: true })}
        sections={accessibilityStatement.sections.map((id) => ({ id, ...copy[id] }))}
        sectionEnds={{
          report: <ButtonLink to={contactWith('accessibility')}>{t('accessibility.reportLink')}</ButtonLink>,
        }}
      />
    </>
  );
}
