import { remoteFederationConfig } from 'shared-ui/build/federation';

export default remoteFederationConfig('products', {
  VulnyzerPage: './src/pages/vulnyzer/vulnyzer-page.tsx',
  MeetlyHubPage: './src/pages/meetlyhub/meetlyhub-page.tsx',
  HomeVulnyzerBlock: './src/features/home-blocks/home-vulnyzer-block.tsx',
  HomeMeetlyHubBlock: './src/features/home-blocks/home-meetlyhub-block.tsx',
});
