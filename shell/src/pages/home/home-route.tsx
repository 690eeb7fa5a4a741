import { useEffect, useState } from 'react';
import { hasCopy } from 'shared-i18n';
import { homeCopySource, registerHomeCopy } from '../../locales/home/register';
import { RemoteLoading } from '../../features/remotes/remote-loading';
import { loadDocument } from '../../lib/site-routes/load-document';
import { HomePage } from './home-page';

/**
 * The home page once its copy is here: at once over the server's HTML (the
 * page carried it) or when seen before; after a navigation, when its file
 * has loaded. If it cannot load, the page is asked of the server, which
 * sends it whole.
 */
export function HomeRoute() {
  const [ready, setReady] = useState(() => hasCopy(homeCopySource));
  useEffect(() => {
    let current = true;
    registerHomeCopy().then(
      () => current && setReady(true),
      () => current && loadDocument(`${window.location.pathname}${window.location.search}${window.location.hash}`),
    );
    return () => {
      current = false;
    };
  }, []);
  return ready ? <HomePage /> : <RemoteLoading />;
}
