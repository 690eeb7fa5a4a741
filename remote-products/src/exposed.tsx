import type { AreaElements } from 'shared-ui/server';
import VulnyzerPage from './pages/vulnyzer/vulnyzer-page';
import MeetlyHubPage from './pages/meetlyhub/meetlyhub-page';
import HomeVulnyzerBlock from './features/home-blocks/home-vulnyzer-block';
import HomeMeetlyHubBlock from './features/home-blocks/home-meetlyhub-block';

/**
 * The modules this area exposes (module-federation.config.ts), as elements:
 * rendered in Node at build time (render/fragments.tsx) and run alone by
 * `pnpm dev` (bootstrap.tsx), on the routes shared-ui/site gives them.
 */
export const exposedElements: AreaElements<'products'> = {
  VulnyzerPage: <VulnyzerPage />,
  MeetlyHubPage: <MeetlyHubPage />,
  HomeVulnyzerBlock: <HomeVulnyzerBlock />,
  HomeMeetlyHubBlock: <HomeMeetlyHubBlock />,
};
