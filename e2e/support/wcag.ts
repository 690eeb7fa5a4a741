import type { Page } from '@playwright/test';
import { worstContrast } from './contrast';

/**
 * Measurements for the WCAG 2.2 criteria axe cannot judge (it sees one
 * layout, never the page at another text size, width or while tabbing).
 * Each returns what fails, described for a reader; an empty list passes.
 */

/** What a visitor can act on: links, buttons, form controls and anything in the tab order. */
const targetSelector =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Doubles the browser's text size as its text-only zoom does (rem, em and em media queries follow it); 16 puts it back. */
export async function setTextSize(page: Page, standardPx: 16 | 32) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: standardPx } });
  await cdp.detach();
  await page.waitForFunction((px) => getComputedStyle(document.documentElement).fontSize === `${px}px`, standardPx);
}

/** How far the page scrolls sideways (0 when it reflows). */
export const horizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.documentElement.clientWidth);

/**
 * Text that is cut: a line outside a box that hides its overflow (overflow
 * hidden or clip, an ellipsis, a line clamp) or off the side of the page.
 * Text meant for screen readers only (clipped to a pixel) is left out.
 */
export const clippedText = (page: Page) =>
  page.evaluate(() => {
    const viewWidth = document.documentElement.clientWidth;
    const srOnly = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        (style.position === 'absolute' && box.width <= 1 && box.height <= 1) ||
        style.clipPath === 'inset(50%)' ||
        style.clip === 'rect(0px, 0px, 0px, 0px)'
      );
    };
    const clippers = (element: Element) => {
      const found: Element[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if ([style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip'))
          found.push(node);
      }
      return found;
    };
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      const owner = text.parentElement;
      if (!owner || !text.textContent?.trim() || !owner.checkVisibility({ visibilityProperty: true })) continue;
      let hidden = false;
      for (let node: Element | null = owner; node; node = node.parentElement) if (srOnly(node)) hidden = true;
      if (hidden) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const label = `"${text.textContent.trim().slice(0, 40)}" in <${owner.tagName.toLowerCase()} class="${owner.className}">`;
      for (const line of range.getClientRects()) {
        if (line.width === 0 || line.height === 0) continue;
        if (line.left < -1 || line.right > viewWidth + 1) {
          problems.push(
            `${label} runs off the page (${Math.round(line.left)}-${Math.round(line.right)} px of ${viewWidth})`,
          );
          break;
        }
        const cut = clippers(owner).find((box) => {
          const frame = box.getBoundingClientRect();
          return (
            line.left < frame.left - 1 ||
            line.right > frame.right + 1 ||
            line.top < frame.top - 1 ||
            line.bottom > frame.bottom + 1
          );
        });
        if (cut) {
          problems.push(`${label} is cut by <${cut.tagName.toLowerCase()} class="${cut.className}">`);
          break;
        }
      }
    }
    return problems;
  });

/**
 * Every target in `scope` (a CSS selector) that a visitor cannot reach:
 * scrolled into view, its centre must be on screen, below the fixed header,
 * and a click there must land on it.
 */
export const unreachableTargets = (page: Page, scope: string) =>
  page.evaluate(
    ([scope, selector]) => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const view = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const problems: string[] = [];
      for (const target of document.querySelectorAll<HTMLElement>(`${scope} :is(${selector})`)) {
        if (!target.checkVisibility({ visibilityProperty: true }) || target.closest('[aria-hidden="true"]')) continue;
        target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = target.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = Math.max(box.top + Math.min(box.height, 20) / 2, header.bottom + 1);
        const hit = document.elementFromPoint(x, y);
        const name =
          (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40) || target.tagName;
        if (
          x < 0 ||
          x > view.width ||
          y > view.height ||
          !hit ||
          !(target.contains(hit) || hit.contains(target) || (hit as HTMLLabelElement).control === target)
        )
          problems.push(
            `"${name}" at ${Math.round(box.left)},${Math.round(box.top)}: a click lands on ${hit ? `<${hit.tagName.toLowerCase()} class="${hit.className}">` : 'nothing'}`,
          );
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return problems;
    },
    [scope, targetSelector] as const,
  );

/**
 * 2.5.8 Target size (minimum): each target is at least 24 × 24 CSS px, or a
 * link inside a sentence, or undersized but spaced: a 24 px circle centred
 * on it touches no other target and no other undersized target's circle.
 * Measured at the top of the page, in page coordinates.
 */
export const undersizedTargets = (page: Page) =>
  page.evaluate((selector) => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    const targets = [...document.querySelectorAll<HTMLElement>(selector)]
      .filter(
        (target) => target.checkVisibility({ visibilityProperty: true }) && !target.closest('[aria-hidden="true"]'),
      )
      .map((target) => ({ target, box: target.getBoundingClientRect() }))
      // Off the page until focused (the skip link).
      .filter(({ box }) => box.bottom > 0 && box.width > 0);
    const inSentence = (target: HTMLElement) =>
      getComputedStyle(target).display === 'inline' &&
      (target.parentElement?.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
    const small = targets.filter(({ target, box }) => (box.width < 23.5 || box.height < 23.5) && !inSentence(target));
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    const distanceToBox = (point: { x: number; y: number }, box: DOMRect) =>
      Math.hypot(
        Math.max(box.left - point.x, 0, point.x - box.right),
        Math.max(box.top - point.y, 0, point.y - box.bottom),
      );
    return small.flatMap(({ target, box }) => {
      const c = centre(box);
      const crowded = targets.find(
        (other) =>
          other.target !== target &&
          !other.target.contains(target) &&
          !target.contains(other.target) &&
          (distanceToBox(c, other.box) < 12 ||
            (small.some((s) => s.target === other.target) &&
              Math.hypot(c.x - centre(other.box).x, c.y - centre(other.box).y) < 24)),
      );
      const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
      return crowded
        ? [
            `"${name}" is ${Math.round(box.width)}×${Math.round(box.height)} px, too close to "${(crowded.target.getAttribute('aria-label') ?? crowded.target.textContent ?? '').trim().slice(0, 40)}"`,
          ]
        : [];
    });
  }, targetSelector);

/**
 * 2.5.5 Target size (enhanced): every target a visitor can see or focus is at least 44 × 44 CSS px, but a link
 * inside a sentence and the browser's own controls (2.5.5's exceptions); a checkbox or radio counts its label. A
 * target shown only when focused (the skip link) is measured focused. Each one smaller, with its size and place.
 */
export const smallTargets = (page: Page, minimum = 44) =>
  page.evaluate(
    ([selector, minimum]) => {
      const inSentence = (target: HTMLElement) =>
        getComputedStyle(target).display === 'inline' &&
        (target.parentElement?.textContent ?? '').trim().length > (target.textContent ?? '').trim().length;
      const boxOf = (target: HTMLElement) => {
        const own = target.getBoundingClientRect();
        const label =
          target instanceof HTMLInputElement && /^(?:checkbox|radio)$/.test(target.type) && target.labels?.[0];
        if (!label) return own;
        const text = label.getBoundingClientRect();
        const left = Math.min(own.left, text.left);
        const top = Math.min(own.top, text.top);
        return new DOMRect(left, top, Math.max(own.right, text.right) - left, Math.max(own.bottom, text.bottom) - top);
      };
      const problems: string[] = [];
      for (const target of document.querySelectorAll<HTMLElement>(selector)) {
        if (!target.checkVisibility({ visibilityProperty: true }) || target.closest('[aria-hidden="true"]')) continue;
        if (inSentence(target)) continue;
        let box = boxOf(target);
        const hidden = box.width <= 1 || box.height <= 1 || box.bottom <= 0 || box.right <= 0;
        if (hidden) {
          target.focus({ preventScroll: true });
          box = boxOf(target);
          target.blur();
          if (box.width <= 1 || box.height <= 1) continue;
        }
        if (box.width >= minimum - 0.5 && box.height >= minimum - 0.5) continue;
        const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        const where = target.closest('header, nav, main, footer, aside')?.tagName.toLowerCase() ?? 'page';
        problems.push(
          `${where} <${target.tagName.toLowerCase()}> "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
      return problems;
    },
    [targetSelector, minimum] as const,
  );

/** Animations and transitions running now for longer than 10 ms: their kind and target element. */
export const runningAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.playState === 'running' && Number(animation.effect?.getComputedTiming().duration ?? 0) > 10,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return `${animation.constructor.name} on ${target ? `<${target.tagName.toLowerCase()} class="${target.getAttribute('class') ?? ''}">` : '?'}`;
      }),
  );

/**
 * Motion on the page: running animations and transitions longer than 10 ms,
 * elements (and their ::before/::after) declaring such an animation or
 * transition, and smooth scrolling.
 */
export const motion = async (page: Page) => [
  ...(await runningAnimations(page)).map((animation) => `running ${animation}`),
  ...(await page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(...list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 0.001 : 1)));
    const problems: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const transition = style.transitionProperty !== 'none' && seconds(style.transitionDuration) > 0.01;
        const animation = style.animationName !== 'none' && seconds(style.animationDuration) > 0.01;
        if (transition || animation)
          problems.push(
            `<${element.tagName.toLowerCase()} class="${element.className}">${pseudo ?? ''} ${transition ? `transition ${style.transitionDuration}` : `animation ${style.animationDuration}`}`,
          );
      }
    }
    const scrollBehavior = getComputedStyle(document.documentElement).scrollBehavior;
    if (scrollBehavior !== 'auto') problems.push(`html scroll-behavior: ${scrollBehavior}`);
    return problems;
  })),
];

/**
 * The focused element as the visitor meets it, once any scroll the last key
 * started has ended: where it is, whether it is clear of the header and
 * whether it is the page's last stop. One round trip per tab stop.
 */
const focusOnPage = (page: Page) =>
  page.evaluate(async (selector) => {
    // The scroll has ended: nothing scrolled within five frames, or its
    // scrollend (ten frames without movement, at most). Chromium scrolls
    // smoothly off the main thread: a few frames in a row can read the same
    // position while it is still under way.
    await new Promise<void>((resolve) => {
      let scrolled = false;
      let frames = 0;
      let still = 0;
      let last = document.scrollingElement!.scrollTop;
      const onScroll = () => (scrolled = true);
      const done = () => {
        document.removeEventListener('scroll', onScroll);
        document.removeEventListener('scrollend', done);
        resolve();
      };
      document.addEventListener('scroll', onScroll);
      document.addEventListener('scrollend', done);
      const step = () => {
        frames += 1;
        const now = document.scrollingElement!.scrollTop;
        still = now === last ? still + 1 : 0;
        last = now;
        if ((!scrolled && frames >= 5) || still >= 10) done();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    const active = document.activeElement as HTMLElement | null;
    const header = document.querySelector('header')!;
    const headerBottom = header.getBoundingClientRect().bottom;
    const tabbable = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    if (!active || active === document.body) return { lost: true as const };
    const box = active.getBoundingClientRect();
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
    const inHeader = header.contains(active);
    // Its middle, on screen (below the header unless it is in the header).
    const x = Math.min(Math.max(box.left + box.width / 2, 0), document.documentElement.clientWidth - 1);
    const y = Math.min(Math.max(box.top + box.height / 2, inHeader ? 0 : headerBottom + 1), window.innerHeight - 1);
    const hit = document.elementFromPoint(x, y);
    // Its focus ring (2.4.13): the outline, and what it is drawn over (the ring sits outside the element): the
    // nearest background around it, a gradient's every stop (see-through ones over that element's own colour).
    const style = getComputedStyle(active);
    const opaque = (css: string) => !/rgba\(.*, 0(\.\d+)?\)$/.test(css) && css !== 'transparent';
    let behind = ['rgb(255, 255, 255)'];
    let floor = 'rgb(255, 255, 255)';
    for (let around = active.parentElement; around; around = around.parentElement) {
      const { backgroundColor, backgroundImage } = getComputedStyle(around);
      const stops = backgroundImage.includes('gradient') ? (backgroundImage.match(/rgba?\([^)]*\)/g) ?? []) : [];
      if (stops.length) {
        behind = stops;
        if (opaque(backgroundColor)) floor = backgroundColor;
      } else if (opaque(backgroundColor)) behind = [backgroundColor];
      else continue;
      break;
    }
    const ring = {
      width: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
      color: style.outlineColor,
      behind,
      floor,
      description: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} over ${behind.join(', ')}`,
    };
    return {
      lost: false as const,
      ring,
      id: `${active.tagName.toLowerCase()} "${name}" ${active.getAttribute('href') ?? ''}`.trim(),
      top: box.top,
      bottom: box.bottom,
      inHeader,
      headerBottom,
      viewHeight: window.innerHeight,
      // A click at that point lands on it: nothing covers it.
      uncovered: Boolean(hit && (active.contains(hit) || hit.contains(active))),
      hit: hit
        ? `<${hit.tagName.toLowerCase()} class="${hit.className}"> at ${Math.round(x)},${Math.round(y)}`
        : `nothing at ${Math.round(x)},${Math.round(y)}`,
      last: tabbable.at(-1) === active,
    };
  }, targetSelector);

/** Where focus is now (focusOnPage), with its ring's contrast against what it is drawn over (2.4.13). */
export async function focusState(page: Page) {
  const state = await focusOnPage(page);
  if (state.lost) return state;
  const { color, behind, floor } = state.ring;
  return { ...state, ring: { ...state.ring, contrast: worstContrast(color, behind, floor) } };
}

/** The tab stops inside `scope`, described as focusState describes them. */
export const tabStops = (page: Page, scope: string) =>
  page.evaluate(
    ([scope, selector]) =>
      [...document.querySelectorAll<HTMLElement>(`${scope} :is(${selector})`)]
        .filter(
          (element) =>
            element.tabIndex >= 0 &&
            !(element as HTMLButtonElement).disabled &&
            element.checkVisibility({ visibilityProperty: true }),
        )
        .map((element) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50)}" ${element.getAttribute('href') ?? ''}`.trim(),
        ),
    [scope, targetSelector] as const,
  );
