import { startStandalone } from 'shared-ui/standalone';
import { paths } from 'shared-ui';
import VulnyzerPage from './pages/vulnyzer/vulnyzer-page';
import MeetlyHubPage from './pages/meetlyhub/meetlyhub-page';
import HomeVulnyzerBlock from './features/home-blocks/home-vulnyzer-block';
import HomeMeetlyHubBlock from './features/home-blocks/home-meetlyhub-block';

// `pnpm --filter remote-products dev`: this area's pages without the shell.
void startStandalone({
  area: 'products',
  routes: [
    { path: paths.vulnyzer, element: <VulnyzerPage />, label: paths.vulnyzer },
    { path: paths.meetlyhub, element: <MeetlyHubPage />, label: paths.meetlyhub },
    {
      path: '/home-blocks',
      element: (
        <>
          <HomeMeetlyHubBlock />
          <HomeVulnyzerBlock />
        </>
      ),
      label: '/home-blocks',
    },
  ],
});
