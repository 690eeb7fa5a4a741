import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { paths } from 'shared-ui/site';
import VulnyzerPage from '../vulnyzer/vulnyzer-page';
import MeetlyHubPage from '../meetlyhub/meetlyhub-page';
import { productsEn } from '../../locales/en';
import { renderPage } from '../../test/render-page';

type Tree = Record<string, Record<string, Record<string, unknown>>>;

/** English copy with its lists broken in the ways a bad edit could break them. */
function malformedCopy(): Tree {
  const copy = JSON.parse(JSON.stringify(productsEn)) as Tree;
  const vulnyzer = copy.vulnyzer!;
  const meetlyhub = copy.meetlyhub!;
  Object.assign(vulnyzer, { stats: 'not a list' });
  delete vulnyzer.overview!.points;
  vulnyzer.architecture!.components = { name: 'not a list' };
  vulnyzer.features!.items = [{ title: 'Only feature', details: 'not a list' }, null, 7];
  vulnyzer.useCases!.items = [{ name: 'Named by the alternate key', sectors: 42 }];
  vulnyzer.specs!.rows = null;
  Object.assign(meetlyhub, { stats: { value: '1' } });
  meetlyhub.dashboard!.rows = 'broken';
  meetlyhub.integrations!.items = [{ name: 'Only tile' }];
  meetlyhub.specs!.rows = [{ label: 'Half a row' }];
  return copy;
}

async function brokenInstance() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'en',
    ns: ['products'],
    defaultNS: 'products',
    resources: { en: { products: malformedCopy() } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  } as Parameters<typeof instance.init>[0]);
  return instance;
}

test('the Vulnyzer page renders what it can from a malformed dictionary', async () => {
  renderPage(<VulnyzerPage />, paths.vulnyzer, await brokenInstance());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productsEn.vulnyzer.hero.title);
  expect(screen.getByRole('heading', { level: 3, name: 'Only feature' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'Named by the alternate key' })).toBeInTheDocument();
  expect(screen.queryByText(productsEn.vulnyzer.stats[0]!.value)).not.toBeInTheDocument();
  expect(screen.queryByText(productsEn.vulnyzer.overview.points[0]!.title)).not.toBeInTheDocument();
  expect(screen.queryByText(productsEn.vulnyzer.architecture.activeLabel)).not.toBeInTheDocument();
});

test('the MeetlyHub page renders what it can from a malformed dictionary', async () => {
  renderPage(<MeetlyHubPage />, paths.meetlyhub, await brokenInstance());
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(productsEn.meetlyhub.hero.title);
  expect(screen.getByRole('heading', { level: 3, name: 'Only tile' })).toBeInTheDocument();
  expect(screen.queryByText('Half a row')).not.toBeInTheDocument();
  expect(screen.queryByText(productsEn.meetlyhub.dashboard.rows[0]!.value)).not.toBeInTheDocument();
});
