import { Outlet } from 'react-router';
import { Header } from '../features/header/header';
import { Footer } from '../features/footer/footer';
import { ScrollToTop } from '../features/scroll-to-top/scroll-to-top';
import { FocusAfterNavigation } from '../features/focus/focus-after-navigation';
import { useLanguageFromUrl } from '../stores/language-store';
import { LanguageOffer } from '../features/language/language-offer';
import { LanguageUnavailable } from '../features/language/language-unavailable';
import styles from './layout.module.scss';

export function Layout() {
  useLanguageFromUrl();
  return (
    <>
      <ScrollToTop />
      <FocusAfterNavigation />
      <LanguageOffer />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
      <LanguageUnavailable />
    </>
  );
}
