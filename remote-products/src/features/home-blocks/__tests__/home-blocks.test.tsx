import { screen } from '@testing-library/react';
import { changeLanguage } from 'shared-i18n';
import { paths } from 'shared-ui/site';
import HomeVulnyzerBlock from '../home-vulnyzer-block';
import HomeMeetlyHubBlock from '../home-meetlyhub-block';
import { productsEn } from '../../../locales/en';
import { productsFr } from '../../../locales/fr';
import { renderPage } from '../../../test/render-page';

afterEach(() => changeLanguage('en'));

test.each([
  ['en', productsEn],
  ['fr', productsFr],
] as const)('both home blocks link to their pages in %s', async (language, copy) => {
  await changeLanguage(language);
  renderPage(
    <>
      <HomeVulnyzerBlock />
      <HomeMeetlyHubBlock />
    </>,
    '/',
  );
  expect(screen.getByRole('heading', { level: 3, name: copy.home.vulnyzer.title })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: copy.home.meetlyhub.title })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: copy.home.vulnyzer.link })).toHaveAttribute('href', paths.vulnyzer);
  expect(screen.getByRole('link', { name: copy.home.meetlyhub.link })).toHaveAttribute('href', '/meetlyhub');
  for (const point of copy.home.meetlyhub.points) expect(screen.getByText(point)).toBeInTheDocument();
});
