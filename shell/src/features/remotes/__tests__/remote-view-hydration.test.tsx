import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { i18n } from 'shared-i18n';
import { commonEn } from 'shared-i18n/locales/common-en';
import { DeferredRemoteBlock } from '../deferred-remote-block';
import { RemoteView } from '../remote-view';
import { RemoteFallback } from '../remote-fallback';
import { loadRemoteModule } from '../../../lib/remotes/load-remote-module';
import { provideModules } from '../../../lib/remotes/module-loader';
import { finishFirstRender, startHydration } from '../../../lib/hydration';
import { hydrateWaitingViews, needView, waitingViewAt } from '../../../lib/remotes/view-needs';
import { mockIntersectionObserver } from '../../../test/mock-intersection-observer';
import { RoutesInForce } from '../../../lib/site-routes/routes-in-force';
import { useAddAreaRoutes } from '../../../lib/site-routes/site-routes';
import { noSiteRoutes } from 'shared-ui/site';

// The real loader, over a stand-in for the federation runtime.
const mockLoadRemote = jest.fn();
jest.mock('../../../lib/remotes/remotes-config', () => ({
  loadRemotesConfig: jest.fn(() => Promise.resolve({})),
  resetRemote: jest.fn(() => Promise.resolve(undefined)),
}));
provideModules({ load: (id) => mockLoadRemote(id) as Promise<null>, forget: () => Promise.resolve() });

const runtimeLoad = mockLoadRemote;
const common = commonEn;

function Heading() {
  return <h2>Rendered on the server</h2>;
}

let reveal: () => void;
let root: Root | undefined;
let recoverable: unknown[] = [];

/** Hydrates `ui` over `html`, as the shell's start-up does over a page. */
async function hydrate(ui: ReactNode, html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  startHydration();
  // Returning a promise makes act wait for what the hydration set off, as an async callback would.
  await act(() => {
    root = hydrateRoot(
      container,
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>,
      { onRecoverableError: (error) => recoverable.push(error) },
    );
    return Promise.resolve();
  });
  finishFirstRender();
  return container;
}

/** React keeps its fiber on the DOM nodes it owns: an adopted server node has one. */
const isHydrated = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

describe('RemoteView over server HTML (hydration)', () => {
  beforeEach(() => {
    recoverable = [];
    runtimeLoad.mockReset();
    ({ reveal } = mockIntersectionObserver());
  });
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it("hydrates a route's content loaded before hydration: the server's nodes, at once", async () => {
    runtimeLoad.mockResolvedValue({ default: Heading });
    await loadRemoteModule('remote_a/Page');
    const container = await hydrate(
      <RemoteView id="remote_a/Page" />,
      '<!--$--><h2>Rendered on the server</h2><!--/$-->',
    );
    const heading = container.querySelector('h2')!;
    expect(isHydrated(heading)).toBe(true);
    expect(recoverable).toEqual([]);
  });

  it("keeps a view's server HTML and loads nothing until the view is needed, then hydrates the same nodes and marks its region", async () => {
    runtimeLoad.mockResolvedValue({ default: Heading });
    const id = 'remote_b/Block';
    const container = await hydrate(
      <DeferredRemoteBlock id={id} />,
      `<div data-remote-block="${id}"><!--$--><h2>Rendered on the server</h2><!--/$--></div>`,
    );
    const heading = container.querySelector('h2')!;
    const block = container.querySelector(`[data-remote-block="${id}"]`)!;
    // Near the viewport or not: a block with no part that needs its code stays as the server sent it.
    reveal();
    await act(() => Promise.resolve());
    expect(runtimeLoad).not.toHaveBeenCalled();
    expect(isHydrated(heading)).toBe(false);
    expect(block).not.toHaveAttribute('data-hydrated');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(waitingViewAt(heading)).toBe(id);

    // A switch of language needs it: it loads, hydrates the same nodes, and no longer waits.
    let hydrated: Promise<boolean> | undefined;
    act(() => {
      hydrated = hydrateWaitingViews();
    });
    await expect(hydrated).resolves.toBe(true);
    expect(isHydrated(heading)).toBe(true);
    expect(container.querySelector('h2')).toBe(heading);
    expect(block).toHaveAttribute('data-hydrated', '');
    expect(waitingViewAt(heading)).toBeUndefined();
    expect(runtimeLoad).toHaveBeenCalledTimes(1);
    expect(recoverable).toEqual([]);
  });

  it("keeps a waiting view's HTML, and loads nothing, when an area's routes arrive", async () => {
    runtimeLoad.mockResolvedValue({ default: Heading });
    const id = 'remote_d/Block';
    const routes: { add?: ReturnType<typeof useAddAreaRoutes> } = {};
    function RoutesArrive() {
      const add = useAddAreaRoutes();
      useEffect(() => {
        routes.add = add;
      }, [add]);
      return null;
    }
    const container = await hydrate(
      <RoutesInForce initial={noSiteRoutes}>
        <RoutesArrive />
        <DeferredRemoteBlock id={id} />
      </RoutesInForce>,
      `<div data-remote-block="${id}"><!--$--><h2>Rendered on the server</h2><!--/$--></div>`,
    );
    const heading = container.querySelector('h2')!;
    expect(routes.add).toBeDefined();
    act(() => routes.add?.('remote_c', { pages: [{ path: '/c', module: 'CPage' }], menu: [], redirects: [] }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.querySelector('h2')).toBe(heading);
    expect(isHydrated(heading)).toBe(false);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(runtimeLoad).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  });

  it('keeps the HTML readable when the code fails, with a notice whose retry hydrates it', async () => {
    runtimeLoad.mockRejectedValueOnce(new Error('remote down')).mockResolvedValue({ default: Heading });
    const id = 'remote_c/Block';
    const container = await hydrate(
      <DeferredRemoteBlock id={id} />,
      `<div data-remote-block="${id}"><!--$--><h2>Rendered on the server</h2><!--/$--></div>`,
    );
    const heading = container.querySelector('h2')!;
    let hydrated: Promise<boolean> | undefined;
    act(() => needView(id));
    act(() => {
      hydrated = hydrateWaitingViews();
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent(common.remote.keptText);
    // It could not hydrate: a switch of language opens the other page from the server instead.
    await expect(hydrated).resolves.toBe(false);
    expect(heading).toBeVisible();
    expect(container.querySelector('h2')).toBe(heading);

    await userEvent.click(within(notice).getByRole('button', { name: common.remote.retry }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await waitFor(() => expect(isHydrated(heading)).toBe(true));
    expect(container.querySelector('h2')).toBe(heading);
    expect(waitingViewAt(heading)).toBeUndefined();
    expect(recoverable).toEqual([]);
  });

  it('shows a message when the view fails as it hydrates, whose retry renders it again', async () => {
    let fails = true;
    function Flaky() {
      if (fails) throw new Error('render failed');
      return <h2>Rendered on the server</h2>;
    }
    runtimeLoad.mockResolvedValue({ default: Flaky });
    await loadRemoteModule('remote_e/Page');
    const container = await hydrate(
      <RemoteView id="remote_e/Page" />,
      '<!--$--><h2>Rendered on the server</h2><!--/$-->',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(common.remote.errorText);
    fails = false;
    await userEvent.click(within(alert).getByRole('button', { name: common.remote.retry }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Rendered on the server' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelectorAll('h2')).toHaveLength(1);
  });

  it("hydrates the server's notice as it is when the server could not include the module's HTML, with a Retry that asks for the page again", async () => {
    const id = 'remote_d/Page';
    // The notice as the frame writer puts it in the page: RemoteFallback for a missing module.
    const probe = document.createElement('div');
    const probeRoot = createRoot(probe);
    await act(() => {
      probeRoot.render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <RemoteFallback missing={id} retrying={false} onRetry={() => undefined} />
          </MemoryRouter>
        </I18nextProvider>,
      );
      return Promise.resolve();
    });
    const notice = probe.innerHTML;
    act(() => probeRoot.unmount());

    const container = await hydrate(<RemoteView id={id} />, `<!--$-->${notice}<!--/$-->`);
    const alert = screen.getByRole('alert');
    expect(isHydrated(alert)).toBe(true);
    expect(within(alert).getByRole('link', { name: common.remote.retry })).toHaveAttribute('href', '/');
    expect(container.querySelector('[data-remote-missing]')).toBe(alert);
    expect(runtimeLoad).not.toHaveBeenCalled();
    expect(recoverable).toEqual([]);
  });
});
