import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from 'shared-i18n';
import { formatLongDate } from '../../lib/format-date';
import type { LegalSectionCopy } from '../../locales/en';
import styles from './legal-document.module.scss';

/** A section's copy with its id, the anchor it is linked to from the contents. */
export interface LegalSection extends LegalSectionCopy {
  id: string;
}

export interface LegalDocumentProps {
  /** ISO date of the last revision, formatted for the reader's language. */
  lastUpdated: string;
  /** The document's significant changes, newest first, each with its date: shown under the date of the last one. */
  changes?: readonly string[];
  intro: readonly string[];
  sections: readonly LegalSection[];
  /** What ends a section, by its id, after its text: the privacy policy's switch for the page reports. */
  sectionEnds?: Readonly<Partial<Record<string, ReactNode>>>;
}

/** Paragraphs of a section, each its own text as key. */
const Paragraphs = ({ texts }: { texts: readonly string[] }) => texts.map((text) => <p key={text}>{text}</p>);

/** A list of a section. */
const List = ({ items }: { items: readonly string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

const tocId = 'contents';

/** A legal text: date, contents linking to each section, then the sections. */
export function LegalDocument({ lastUpdated, changes = [], intro, sections, sectionEnds = {} }: LegalDocumentProps) {
  const { t } = useTranslation('company');
  const language = useLanguage();
  return (
    <div className={styles.document}>
      <p className={styles.updated}>
        <time dateTime={lastUpdated}>
          {t('legal.shared.lastUpdated', { date: formatLongDate(lastUpdated, language) })}
        </time>
      </p>
      {changes.length > 0 && (
        <ul className={styles.changes}>
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      {intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      <nav id={tocId} className={styles.toc} aria-labelledby={`${tocId}-title`}>
        <h2 id={`${tocId}-title`} className={styles.tocTitle}>
          {t('legal.shared.tocTitle')}
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{`${index + 1}. ${section.title}`}</h2>
          <Paragraphs texts={section.paragraphs.slice(0, 1)} />
          {section.list && <List items={section.list} />}
          <Paragraphs texts={section.paragraphs.slice(1)} />
          {section.more && (
            <>
              <p>{section.more.lead}</p>
              <List items={section.more.list} />
              <Paragraphs texts={section.more.after} />
            </>
          )}
          {sectionEnds[section.id] && <div className={styles.end}>{sectionEnds[section.id]}</div>}
          <p className={styles.back}>
            <a href={`#${tocId}`}>{t('legal.shared.backToTop')}</a>
          </p>
        </section>
      ))}
    </div>
  );
}
