import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commonEn } from 'shared-i18n/locales/common-en';
import { RemoteView } from '../remote-view';
import { loadedRemoteModule, loadRemoteModule } from '../../../lib/remotes/load-remote-module';
import { renderWithProviders } from '../../../test/render-with-providers';

jest.mock('../../../lib/remotes/load-remote-module', () =>
  jest
    .requireActual<typeof import('../../../test/mock-load-remote-module')>('../../../test/mock-load-remote-module')
    .mockLoadRemoteModule(),
);
jest.mock('../../../lib/remotes/remotes-config', () => ({ resetRemote: jest.fn(() => Promise.resolve(undefined)) }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const loaded = loadedRemoteModule as jest.MockedFunction<typeof loadedRemoteModule>;

function Page() {
  return <h1>Remote page</h1>;
}

function Broken(): never {
  throw new Error('render failure');
}

describe('RemoteView', () => {
  beforeEach(() => {
    load.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => jest.restoreAllMocks());

  it('renders the remote component once loaded', async () => {
    load.mockResolvedValue({ default: Page });
    renderWithProviders(<RemoteView id="remote_x/Page" />);
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_x/Page', undefined);
  });

  it('renders a module loaded beforehand at once, with no loading state in between', () => {
    loaded.mockReturnValueOnce({ default: Page });
    renderWithProviders(<RemoteView id="remote_x/Page" />);
    expect(screen.getByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('shows what it is given while loading', async () => {
    load.mockResolvedValue({ default: Page });
    renderWithProviders(<RemoteView id="remote_x/Page" loading={<p>Earlier copy</p>} />);
    expect(screen.getByText('Earlier copy')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(screen.queryByText('Earlier copy')).not.toBeInTheDocument();
  });

  it('shows a translated message and retries without a reload when loading fails', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    renderWithProviders(<RemoteView id="remote_x/Page" />);
    expect(await screen.findByRole('heading', { name: commonEn.remote.errorTitle })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(commonEn.remote.errorText);
    await userEvent.click(screen.getByRole('button', { name: commonEn.remote.retry }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    load.mockResolvedValueOnce({ default: Broken }).mockResolvedValue({ default: Page });
    renderWithProviders(<RemoteView id="remote_x/Page" compact />);
    expect(await screen.findByRole('heading', { level: 2, name: commonEn.remote.errorTitle })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: commonEn.remote.retry }));
    expect(await screen.findByRole('heading', { name: 'Remote page' })).toBeInTheDocument();
  });
});
