import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Routes, Route } from 'react-router';
import { commonEn } from 'shared-i18n/locales/common-en';
import { SiteRoutes } from '../router';
import { loadRemoteModule } from '../../lib/remotes/load-remote-module';
import { loadDocument } from '../../lib/site-routes/load-document';
import { renderWithProviders } from '../../test/render-with-providers';

jest.mock('../../lib/remotes/load-remote-module', () =>
  jest
    .requireActual<typeof import('../../test/mock-load-remote-module')>('../../test/mock-load-remote-module')
    .mockLoadRemoteModule(),
);
jest.mock('../../lib/remotes/remotes-config', () => ({ resetRemote: jest.fn(() => Promise.resolve(undefined)) }));
jest.mock('../layout', () => {
  const { Outlet } = jest.requireActual<typeof import('react-router')>('react-router');
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { Layout: () => createElement(Outlet) };
});
jest.mock('../../lib/site-routes/load-document', () => ({ loadDocument: jest.fn() }));
jest.mock('../../pages/home/home-page', () => ({ HomePage: () => <h1>Home</h1> }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** The site's routes, and a link to `to` to follow in the app. */
const site = (to: string) => (
  <>
    <Link to={to}>go</Link>
    <Routes>
      <Route path="/*" element={<SiteRoutes />} />
    </Routes>
  </>
);

describe('the routes in force, in the browser', () => {
  beforeEach(() => {
    load.mockReset();
    load.mockImplementation((id) => Promise.resolve({ default: () => <h1>{id}</h1> }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("renders an area's page, a page the shell's build never heard of, by its module", async () => {
    renderWithProviders(site('/'), '/services/quality-assurance');
    expect(await screen.findByRole('heading', { name: 'remote_services/ServiceDetailPage' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_services/ServiceDetailPage', '/services/quality-assurance');
  });

  it("sends an area's old address to its new one, in the URL's language", async () => {
    renderWithProviders(site('/'), '/fr/services/devops');
    expect(await screen.findByRole('heading', { name: 'remote_services/ServiceDetailPage' })).toBeInTheDocument();
  });

  it("shows the not-found page for the document's own URL that no area lists, and for the shell's unknown paths", async () => {
    renderWithProviders(site('/'), '/services/nothing');
    expect(await screen.findByRole('heading', { name: commonEn.notFound.title })).toBeInTheDocument();
    renderWithProviders(site('/'), '/nowhere');
    expect((await screen.findAllByRole('heading', { name: commonEn.notFound.title })).length).toBe(2);
    expect(load).not.toHaveBeenCalled();
  });

  it('asks the server for a path under an area’s prefixes that the page’s routes do not know, reached in the app', async () => {
    renderWithProviders(site('/services/added-since?x=1'), '/');
    await userEvent.setup().click(screen.getByRole('link', { name: 'go' }));
    expect(loadDocument).toHaveBeenCalledWith('/services/added-since?x=1');
  });
});
