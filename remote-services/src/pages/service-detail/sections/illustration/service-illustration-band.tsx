import { Split } from 'shared-ui';
import type { ServiceEntry } from '../../../../data/services';
import type { ServiceCopy } from '../../../../locales/en';
import { ServiceIllustration } from '../../../../components/service-visual/service-illustration';
import styles from './service-illustration-band.module.scss';

export interface ServiceIllustrationBandProps {
  service: ServiceEntry;
  copy: ServiceCopy;
}

/** The service's drawing beside the sentence it illustrates. */
export function ServiceIllustrationBand({ service, copy }: ServiceIllustrationBandProps) {
  return (
    <div className={styles.band}>
      <div className={styles.inner}>
        <Split visual={<ServiceIllustration kind={service.illustration} alt={copy.illustrationAlt} />}>
          <p className={styles.summary}>{copy.summary}</p>
        </Split>
      </div>
    </div>
  );
}
