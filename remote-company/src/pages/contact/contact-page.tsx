import '../../i18n/register';
import { useTranslation } from 'react-i18next';
import { Hero, PageMeta, PageStructuredData } from 'shared-ui';
import { paths } from 'shared-ui/site';
import { Enquiry } from './sections/enquiry/enquiry';
import { useSubmittedEnquiry } from './form/submitted-enquiry';
import { GlobalPresence } from './sections/global-presence/global-presence';

export default function ContactPage() {
  const { t } = useTranslation('company');
  // Sent back by the enquiry service after a post without JavaScript: the title says what to do, and no index keeps it.
  const submitted = useSubmittedEnquiry() !== undefined;
  return (
    <>
      <PageMeta
        title={submitted ? `${t('contact.formPage.title')} – ${t('contact.meta.title')}` : t('contact.meta.title')}
        description={t('contact.meta.description')}
        path={paths.contact}
        noindex={submitted}
      />
      <PageStructuredData path={paths.contact} name={t('nav.contact', { ns: 'common' })} />
      <Hero eyebrow={t('contact.hero.eyebrow')} title={t('contact.hero.title')} subtitle={t('contact.hero.subtitle')} />
      <Enquiry />
      <GlobalPresence />
    </>
  );
}
