import { act, render, screen } from '@testing-library/react';
import { LazyDesktopNav } from '../lazy-desktop-nav';
import { preloadDesktopNav } from '../desktop-nav-loader';
import { mockScreen } from '../../../test/mock-screen';

const desktopNavModule = jest.fn(() => ({ DesktopNav: () => <nav aria-label="Desktop navigation" /> }));
jest.mock('../desktop-nav', () => desktopNavModule());

// The tests run in order: the module remembers a navigation once loaded.
describe('LazyDesktopNav', () => {
  it('preloads nothing on a narrow screen', async () => {
    mockScreen(false);
    await preloadDesktopNav();
    expect(desktopNavModule).not.toHaveBeenCalled();
  });

  it('loads nothing on a narrow screen, and loads the navigation when the screen grows wide', async () => {
    const screenSize = mockScreen(false);
    const { unmount } = render(<LazyDesktopNav />);
    await act(() => Promise.resolve());
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(desktopNavModule).not.toHaveBeenCalled();

    act(() => screenSize.resize(true));
    expect(await screen.findByRole('navigation', { name: 'Desktop navigation' })).toBeInTheDocument();
    expect(desktopNavModule).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('renders the loaded navigation in the very first render', async () => {
    mockScreen(true);
    await preloadDesktopNav();
    render(<LazyDesktopNav />);
    expect(screen.getByRole('navigation', { name: 'Desktop navigation' })).toBeInTheDocument();
    expect(desktopNavModule).toHaveBeenCalledTimes(1);
  });
});
