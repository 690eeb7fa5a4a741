import { act, renderHook } from '@testing-library/react';
import type { SiteRoutes } from 'shared-ui/site';
import { prefetchRemoteModule } from '../../../lib/remotes/load-remote-module';
import { useViewNeeded, waitForCode } from '../../../lib/remotes/view-needs';
import { listenForNeeds } from '../intent';
import { followLinksInApp } from '../in-app-links';

jest.mock('../../../lib/remotes/load-remote-module', () => ({ prefetchRemoteModule: jest.fn() }));

const prefetch = prefetchRemoteModule as jest.MockedFunction<typeof prefetchRemoteModule>;
const routes: SiteRoutes = {
  prefixes: { remote_company: ['/about', '/contact', '/careers', '/company'] },
  areas: {
    remote_company: {
      pages: [
        { path: '/about', module: 'AboutPage' },
        { path: '/contact', module: 'ContactPage' },
        { path: '/careers', module: 'CareersPage' },
      ],
      menu: [],
      redirects: [{ from: '/company', to: '/about' }],
    },
  },
};

/** A page of the company area as the server sent it: its view waits for its code. */
function serverPage(view = 'remote_company/ContactPage', path = '/contact') {
  document.body.innerHTML = `
    <main id="main">
      <h1>Contact</h1>
      <a id="about" href="/fr/about">About</a>
      <a id="old" href="/company">Old address</a>
      <a id="anchor" href="#form">Form</a>
      <a id="self" href="${path}">This page</a>
      <a id="french" href="/fr${path}">Français</a>
      <a id="query" href="/contact?service=partnership">Partnership</a>
      <a id="mail" href="mailto:hello@example.com">Mail</a>
      <a id="tab" href="/about" target="_blank">New tab</a>
      <a id="file" href="/about" download>File</a>
      <a id="reload" href="/about" data-reload>Retry</a>
      <a id="static" href="/sitemap.xml">Sitemap</a>
      <form data-part="enquiry-form" data-part-needs="intent"><input id="name" /></form>
    </main>
    <footer><a id="outside" href="/about">About</a></footer>`;
  window.history.replaceState(null, '', path);
  return waitForCode(view, () => document.getElementById('main'));
}

const byId = (id: string) => document.getElementById(id)!;
const click = (id: string, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  byId(id).dispatchEvent(event);
  return event;
};

describe('what a view still over the server’s HTML needs', () => {
  let stop: Array<() => void> = [];
  beforeEach(() => prefetch.mockReset());
  afterEach(() => {
    stop.forEach((done) => done());
    stop = [];
  });

  it('its code, on intent on an interactive part (pointer, focus, touch), not on intent elsewhere', () => {
    stop.push(
      serverPage(),
      listenForNeeds(() => routes),
    );
    const needed = renderHook(() => useViewNeeded('remote_company/ContactPage'));
    byId('main')
      .querySelector('h1')!
      .dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(needed.result.current).toBe(false);
    act(() => {
      byId('name').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    });
    expect(needed.result.current).toBe(true);
  });

  it('a field focused before the listeners were there counts as intent', () => {
    // Another view id: what a view needs is kept for the page's life.
    stop.push(serverPage('remote_company/ContactPage-focused'));
    const needed = renderHook(() => useViewNeeded('remote_company/ContactPage-focused'));
    expect(needed.result.current).toBe(false);
    byId('name').focus();
    act(() => {
      stop.push(listenForNeeds(() => routes));
    });
    expect(needed.result.current).toBe(true);
  });

  it('the code of the page a link leads to, on intent on the link; none for a link to this page', () => {
    // Another page than the other cases': what a view needs is kept for the page's life.
    stop.push(
      serverPage('remote_company/CareersPage', '/careers'),
      listenForNeeds(() => routes),
    );
    const needed = renderHook(() => useViewNeeded('remote_company/CareersPage'));
    act(() => {
      byId('about').dispatchEvent(new Event('touchstart', { bubbles: true }));
    });
    expect(prefetch).toHaveBeenCalledWith('remote_company/AboutPage', '/about');
    expect(needed.result.current).toBe(false);
    // The same page in the other language: its code is this view's, which needs it now.
    act(() => {
      byId('french').dispatchEvent(new Event('pointerover', { bubbles: true }));
    });
    // Loaded once, by the view itself, which shows its notice if it cannot.
    expect(prefetch).not.toHaveBeenCalledWith('remote_company/CareersPage', '/careers');
    expect(needed.result.current).toBe(true);
    prefetch.mockReset();
    byId('mail').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('anchor').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    byId('self').dispatchEvent(new Event('pointerover', { bubbles: true }));
    byId('static').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('its links followed in the app, where a plain click on a page or an old address the routes know', () => {
    const navigate = jest.fn();
    stop.push(
      serverPage(),
      followLinksInApp(navigate, () => routes),
    );
    expect(click('about').defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/fr/about');
    expect(click('old').defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenLastCalledWith('/company');
    navigate.mockReset();
    // The browser's own: modifier keys, other buttons, targets, downloads, reloads, other origins,
    // the same page (an anchor, another query), a path the app does not show, a link React handles.
    for (const [id, init] of [
      ['about', { ctrlKey: true }],
      ['about', { metaKey: true }],
      ['about', { shiftKey: true }],
      ['about', { button: 1 }],
      ['tab', {}],
      ['file', {}],
      ['reload', {}],
      ['mail', {}],
      ['anchor', {}],
      ['query', {}],
      ['static', {}],
      ['outside', {}],
    ] as const) {
      expect([id, init, click(id, init).defaultPrevented]).toEqual([id, init, false]);
    }
    expect(navigate).not.toHaveBeenCalled();
  });
});
