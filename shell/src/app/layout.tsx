import { Outlet } from 'react-router';
import { Header } from '../features/header/header';
import { Footer } from '../features/footer/footer';
import { ScrollToTop } from '../features/scroll-to-top/scroll-to-top';
import styles from './layout.module.scss';

export function Layout() {
  return (
    <>
      <ScrollToTop />
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
