// The products area's pages and home blocks as HTML, rendered in Node by its
// own build (shared-ui/build/render-fragments.ts): the same components the shell loads.
import { paths } from 'shared-ui';
import { renderFragments } from 'shared-ui/server';
import VulnyzerPage from '../pages/vulnyzer/vulnyzer-page';
import MeetlyHubPage from '../pages/meetlyhub/meetlyhub-page';
import HomeVulnyzerBlock from '../features/home-blocks/home-vulnyzer-block';
import HomeMeetlyHubBlock from '../features/home-blocks/home-meetlyhub-block';

export const render = () =>
  renderFragments({
    pages: [
      { path: paths.vulnyzer, module: 'VulnyzerPage', element: <VulnyzerPage /> },
      { path: paths.meetlyhub, module: 'MeetlyHubPage', element: <MeetlyHubPage /> },
    ],
    blocks: [
      { module: 'HomeVulnyzerBlock', element: <HomeVulnyzerBlock /> },
      { module: 'HomeMeetlyHubBlock', element: <HomeMeetlyHubBlock /> },
    ],
  });
