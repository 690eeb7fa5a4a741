import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink, CtaBand } from 'shared-ui';
import { contactWith } from 'shared-ui/site';
import type { ServiceEntry } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import styles from './detail-cta.module.scss';

export interface DetailCtaProps {
  service: ServiceEntry;
  copy: ServiceCopy;
}

/** "Contact us", with the service's enquiry option preselected in the form. */
export function DetailCta({ service, copy }: DetailCtaProps) {
  const { t } = useTranslation('services');
  return (
    <CtaBand
      title={copy.ctaTitle}
      text={copy.ctaText}
      actions={
        <ButtonLink to={contactWith(service.enquiry)} variant="light" className={styles.button}>
          {t('detail.ctaButton')}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      }
    />
  );
}
