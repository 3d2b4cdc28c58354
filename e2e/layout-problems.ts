import type { Page } from '@playwright/test';

/**
 * What a person at this viewport cannot read, measured in the page (the visual check):
 *
 * - `overflow`: a shown element that reaches past the viewport's right edge (or is wider than the
 *   viewport). Only the outermost such element is named; its children overflow with it. Elements
 *   off the left edge are ignored: that is where a closed drawer waits.
 * - `clipped`: text cut off sideways by its container — a box whose overflow is hidden or clip (or
 *   whose text-overflow is ellipsis) and whose content is wider than it (scrollWidth beyond
 *   clientWidth by more than 1 px), with a text node reaching past its edge.
 *
 * The rule for text that is meant to truncate: an ellipsis (or a line clamp) is a choice only when
 * the person can still read the whole text — the truncated box, or an ancestor, carries it in a
 * `title`, or the box is marked `data-truncates`. Any other cut text is a failure. Form controls
 * are left out (text longer than an input scrolls inside it while one types), and so is text for
 * screen readers only, kept in a 1 px box on purpose.
 */
export interface LayoutProblems {
  overflow: string[];
  clipped: string[];
}

export async function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const all = Array.from(document.body.querySelectorAll<HTMLElement>('*'));
    const shown = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const className = typeof element.className === 'string' ? element.className.split(/\s+/).find((c) => c.startsWith('mantine-')) : undefined;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const box = element.getBoundingClientRect();
      const where = `${Math.round(box.left)}→${Math.round(box.right)}px`;
      return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${className ? `.${className}` : ''} ${where} "${text}"`;
    };

    // A table in a box of its own that scrolls sideways (shared/ui/table-scroll.tsx) is read by
    // scrolling that box, not the page: what it holds past the edge is no overflow of the page.
    const scrollsInsideItsBox = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflowX = getComputedStyle(box).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll') return box.getBoundingClientRect().right <= viewport + 1;
      }
      return false;
    };
    const overflowing = all.filter((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      return (box.right > viewport + 1 || box.width > viewport + 1) && shown(element) && !scrollsInsideItsBox(element);
    });
    const overflow = overflowing.filter((element) => !overflowing.some((other) => other !== element && other.contains(element))).map(describe);

    const isControl = (element: Element) => element.matches('input, textarea, select, option, [contenteditable="true"]');
    const truncatesOnPurpose = (element: HTMLElement, style: CSSStyleDeclaration) => {
      const truncates = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none';
      return truncates && (element.closest('[title]') !== null || element.closest('[data-truncates]') !== null);
    };
    const textPastEdge = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
        range.selectNodeContents(node);
        const text = range.getBoundingClientRect();
        if (text.width > 0 && (text.right > box.right + 1 || text.left < box.left - 1)) return true;
      }
      return false;
    };
    // Text for screen readers only (Mantine's VisuallyHidden, a card table's headers) sits in a
    // 1 px box on purpose.
    const isScreenReaderOnly = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 || box.height <= 1;
    };
    const clipped = all
      .filter((element) => {
        if (isControl(element) || isScreenReaderOnly(element) || element.scrollWidth <= element.clientWidth + 1) return false;
        const style = getComputedStyle(element);
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        return clips && shown(element) && !truncatesOnPurpose(element, style) && textPastEdge(element);
      })
      .map(describe);
    return { overflow, clipped };
  });
}
