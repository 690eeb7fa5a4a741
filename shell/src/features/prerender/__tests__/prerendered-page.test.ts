import {
  capturePrerenderedBlocks,
  finishPrerenderHandover,
  prerenderedBlock,
  prerenderedLanguage,
  rememberPrerenderedState,
  resetPrerenderedBlocks,
  settleSections,
} from '../prerendered-page';

describe('pre-rendered page handover', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.documentElement.removeAttribute('data-prerendered');
    resetPrerenderedBlocks();
  });

  it('removes the build’s head tags', () => {
    document.head.innerHTML =
      '<title data-prerendered="">Old title</title><meta name="description" content="old" data-prerendered=""><link rel="stylesheet" href="/a.css">';
    document.documentElement.setAttribute('data-prerendered', 'en');
    finishPrerenderHandover();
    expect(document.documentElement.hasAttribute('data-prerendered')).toBe(false);
    expect(document.head.querySelectorAll('[data-prerendered]')).toHaveLength(0);
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull();
  });

  it('captures remote blocks only from a pre-rendered page, for its language', () => {
    const page = document.createElement('div');
    page.innerHTML = '<div data-remote-block="r/A"><p>A</p></div><div data-remote-block="r/B"> </div>';
    capturePrerenderedBlocks(page);
    expect(prerenderedBlock('r/A', 'en')).toBeUndefined();

    document.documentElement.setAttribute('data-prerendered', 'en');
    expect(prerenderedLanguage()).toBe('en');
    capturePrerenderedBlocks(page);
    expect(prerenderedBlock('r/A', 'en')).toBe('<p>A</p>');
    expect(prerenderedBlock('r/A', 'fr')).toBeUndefined();
    expect(prerenderedBlock('r/B', 'en')).toBeUndefined();
  });
});

describe('what a visitor did before the app took over', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-prerendered');
  });

  it('keeps typed values and the focus when React replaces the pre-rendered page', () => {
    const form = '<form><input id="name"><textarea id="message"></textarea><select id="topic"><option value="a">A</option><option value="b">B</option></select><input type="checkbox" id="ok"><a href="/x">Link</a></form>';
    document.body.innerHTML = `<div id="root">${form}</div>`;
    document.documentElement.setAttribute('data-prerendered', 'en');
    rememberPrerenderedState();
    // The visitor types, chooses, ticks and moves on to the link, still on the pre-rendered page.
    (document.getElementById('name') as HTMLInputElement).value = 'Ada';
    (document.getElementById('message') as HTMLTextAreaElement).value = 'Hello';
    (document.getElementById('topic') as HTMLSelectElement).value = 'b';
    (document.getElementById('ok') as HTMLInputElement).checked = true;
    (document.querySelector('a') as HTMLAnchorElement).focus();
    // React's first commit: the same markup, new elements.
    const root = document.getElementById('root') as HTMLElement;
    root.innerHTML = form;
    const typed: string[] = [];
    root.addEventListener('input', (event) => typed.push((event.target as HTMLInputElement).id));
    root.addEventListener('change', (event) => typed.push((event.target as HTMLInputElement).id));
    finishPrerenderHandover();
    expect((document.getElementById('name') as HTMLInputElement).value).toBe('Ada');
    expect((document.getElementById('message') as HTMLTextAreaElement).value).toBe('Hello');
    expect((document.getElementById('topic') as HTMLSelectElement).value).toBe('b');
    expect((document.getElementById('ok') as HTMLInputElement).checked).toBe(true);
    expect(typed).toEqual(expect.arrayContaining(['name', 'message', 'topic']));
    expect(document.activeElement).toBe(document.querySelector('a'));
  });

  it('lays out the skipped sections one per frame, then stops skipping any', () => {
    jest.useFakeTimers();
    try {
      document.body.innerHTML = '<section data-section></section><section data-section></section><div></div>';
      document.documentElement.setAttribute('data-settling', '');
      settleSections();
      const settled = () => document.querySelectorAll('[data-section][data-settled]').length;
      expect(settled()).toBe(0);
      jest.advanceTimersToNextTimer();
      expect(settled()).toBe(1);
      jest.runAllTimers();
      expect(settled()).toBe(2);
      expect(document.documentElement.hasAttribute('data-settling')).toBe(false);
    } finally {
      jest.useRealTimers();
      document.body.innerHTML = '';
    }
  });

  it('does nothing on a page that did not skip any section', () => {
    document.body.innerHTML = '<section data-section></section>';
    settleSections();
    expect(document.querySelector('[data-settled]')).toBeNull();
    document.body.innerHTML = '';
  });
});
