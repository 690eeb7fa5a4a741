import { EnquiryForm } from '../../form/enquiry-form';
import { ContactDetails } from '../contact-details/contact-details';
import { PartnershipCard } from '../partnership-card/partnership-card';
import styles from './enquiry.module.scss';

/** The form beside the ways to reach us directly. */
export function Enquiry() {
  return (
    <div className={styles.band}>
      <div className={styles.layout}>
        <EnquiryForm />
        <aside className={styles.aside}>
          <ContactDetails />
          <PartnershipCard />
        </aside>
      </div>
    </div>
  );
}
