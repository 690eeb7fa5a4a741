import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { DeferredRemoteBlock } from '../deferred-remote-block';
import { loadRemoteModule } from '../../../lib/remotes/load-remote-module';
import { renderWithProviders } from '../../../test/render-with-providers';
import { mockIntersectionObserver } from '../../../test/mock-intersection-observer';

jest.mock('../../../lib/remotes/load-remote-module', () =>
  jest
    .requireActual<typeof import('../../../test/mock-load-remote-module')>('../../../test/mock-load-remote-module')
    .mockLoadRemoteModule(),
);
jest.mock('../../../lib/remotes/remotes-config', () => ({ resetRemote: jest.fn(() => Promise.resolve(undefined)) }));

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;
const id = 'remote_x/Block';

function LiveBlock() {
  return <h2>Live block</h2>;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

let reveal: () => void;

function renderBlock() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<DeferredRemoteBlock id={id} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('DeferredRemoteBlock rendered in the browser (after a navigation)', () => {
  beforeEach(() => {
    load.mockReset().mockResolvedValue({ default: LiveBlock });
    ({ reveal } = mockIntersectionObserver());
  });

  it('loads nothing until the block comes near the viewport, then shows the remote block', async () => {
    renderBlock();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    reveal();
    expect(await screen.findByRole('heading', { name: 'Live block' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(id, undefined);
  });
});
