import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { ButtonLink, Section } from 'shared-ui';
import { paths } from 'shared-ui/site';
import styles from './home-intro.module.scss';

export function HomeIntro() {
  const { t } = useTranslation('home');
  return (
    <Section id="who-we-are" eyebrow={t('intro.eyebrow')} title={t('intro.title')}>
      <div className={styles.body}>
        {t('intro.paragraphs', { returnObjects: true }).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <ButtonLink to={paths.about} variant="secondary">
          {t('intro.link')}
          <ArrowRight size={18} aria-hidden="true" />
        </ButtonLink>
      </div>
    </Section>
  );
}
