import { useTranslation } from 'react-i18next';
import { Section } from 'shared-ui';
import styles from './story.module.scss';

export function Story() {
  const { t } = useTranslation('company');
  const paragraphs = t('about.story.paragraphs', { returnObjects: true });
  return (
    <Section id="our-story" title={t('about.story.title')}>
      <div className={styles.text}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
