import { remoteRequestDeadlineMs } from 'shared-ui/site';
import { fetchManifestAhead, requestDeadlinePlugin, withDeadline } from '../request-deadline-plugin';

describe('requestDeadlinePlugin', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it("fetches the manifest with the runtime's request options and a signal that times out at the site's deadline", async () => {
    const response = { ok: true } as Response;
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>().mockResolvedValue(response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const timeout = jest.spyOn(AbortSignal, 'timeout');

    const url = 'https://services.example.com/mf-manifest.json';
    await expect(requestDeadlinePlugin().fetch!(url, { credentials: 'omit' })).resolves.toBe(response);

    expect(timeout).toHaveBeenCalledWith(remoteRequestDeadlineMs);
    const [calledUrl, init] = fetchMock.mock.calls[0]!;
    expect(calledUrl).toBe(url);
    expect(init.credentials).toBe('omit');
    expect(init.signal).toBe(timeout.mock.results[0]?.value);
  });

  it('passes a failed or timed-out request on as a rejection (the runtime then reports the remote as failed)', async () => {
    const timedOut = new DOMException('signal timed out', 'TimeoutError');
    globalThis.fetch = jest.fn().mockRejectedValue(timedOut);
    await expect(requestDeadlinePlugin().fetch!('https://x.example/mf-manifest.json', {})).rejects.toBe(timedOut);
  });

  it('gives the runtime the manifest fetched ahead of it, once, with the deadline; then fetches as asked', async () => {
    const ahead = { ok: true, status: 200 } as Response;
    const later = { ok: true, status: 304 } as Response;
    const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>().mockResolvedValueOnce(ahead);
    fetchMock.mockResolvedValue(later);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const timeout = jest.spyOn(AbortSignal, 'timeout');

    // The page's map may name it by path; the runtime asks for it by its full URL.
    fetchManifestAhead('/releases/remote_a/1/mf-manifest.json');
    fetchManifestAhead('/releases/remote_a/1/mf-manifest.json');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1].signal).toBe(timeout.mock.results[0]?.value);

    const url = `${window.location.origin}/releases/remote_a/1/mf-manifest.json`;
    const plugin = requestDeadlinePlugin();
    await expect(plugin.fetch!(url, {})).resolves.toBe(ahead);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A second request (a Retry after the runtime forgot a failed manifest) is the runtime's own.
    await expect(plugin.fetch!(url, {})).resolves.toBe(later);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Only the first need of a manifest fetches it ahead: after that the runtime has it.
    fetchManifestAhead(url);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("gives remoteEntry.js the deadline as its script timeout and keeps the runtime's attributes", () => {
    const result = requestDeadlinePlugin().createScript!({
      url: 'https://services.example.com/remoteEntry.js',
      attrs: { fetchpriority: 'high', async: true },
    });
    const anyScript: unknown = expect.any(HTMLScriptElement);
    expect(result).toEqual({ script: anyScript, timeout: remoteRequestDeadlineMs });
    const { script } = result as { script: HTMLScriptElement };
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.async).toBe(true);
    // The runtime sets the source itself, on a script that has none.
    expect(script.getAttribute('src')).toBeNull();
  });
});

describe('withDeadline', () => {
  it('aborts the request once the time is up, with a TimeoutError', async () => {
    const { signal } = withDeadline({}, 20);
    expect(signal?.aborted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(signal?.aborted).toBe(true);
    expect((signal?.reason as DOMException).name).toBe('TimeoutError');
  });

  it("still honours the caller's own signal", () => {
    const controller = new AbortController();
    const { signal } = withDeadline({ signal: controller.signal });
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });
});
