/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, useLanguage, type Language } from 'shared-i18n';
import { commonEn } from 'shared-i18n/locales/common-en';
import { commonFr } from 'shared-i18n/locales/common-fr';
import { renderHtml } from '../render-html';

function Probe() {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return <p data-language={language}>{t('skipToContent')}</p>;
}

/** A part of the page that arrives later (lazy code), so that renders started together overlap. */
const late = (ms: number) =>
  lazy(() => new Promise<{ default: typeof Probe }>((done) => setTimeout(() => done({ default: Probe }), ms)));

const expected = { en: commonEn.skipToContent, fr: commonFr.skipToContent } satisfies Record<Language, string>;

describe('renderHtml', () => {
  it('renders English and French pages at once, each in its own language, without switching the shared instance', async () => {
    const before = i18n.language;
    const languages: Language[] = ['en', 'fr', 'fr', 'en', 'fr', 'en'];
    const pages = await Promise.all(
      languages.map((language, index) => {
        const Late = late(5 * (languages.length - index));
        return renderHtml(
          <>
            <Probe />
            <Suspense fallback={null}>
              <Late />
            </Suspense>
          </>,
          language === 'fr' ? '/fr' : '/',
          language,
        );
      }),
    );
    pages.forEach(({ body }, index) => {
      const language = languages[index]!;
      const paragraph = `<p data-language="${language}">${expected[language]}</p>`;
      // Both parts, the one rendered at once and the late one, in the page's language.
      expect(body.split(paragraph)).toHaveLength(3);
    });
    expect(i18n.language).toBe(before);
  });
});
