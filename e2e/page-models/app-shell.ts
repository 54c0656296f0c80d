import { expect, type Locator, type Page } from '@playwright/test';

/** A box on the screen, in CSS pixels of the viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An element named for a failure message, with where it is. */
export interface PlacedElement {
  element: string;
  box: Box;
}

/** True when two boxes share some area (touching edges do not count). */
export function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The layout every page inside the app shares: top bar, toggles, About link (docs/product.md §2 Layout). */
export class AppShell {
  readonly page: Page;
  readonly topBar: Locator;
  readonly mainNav: Locator;
  readonly premiumToggle: Locator;
  readonly themeToggle: Locator;
  readonly menuButton: Locator;
  readonly mobileNav: Locator;

  constructor(page: Page) {
    this.page = page;
    this.topBar = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.premiumToggle = page.getByRole('button', { name: /plan \(test mode\)/ });
    this.themeToggle = page.getByRole('button', { name: /Switch to (light|dark) mode/ });
    this.menuButton = page.getByRole('button', { name: /(Open|Close) menu/ });
    this.mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  }

  navLinks() {
    return this.mainNav.getByRole('link');
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }

  async expectCurrent(label: string) {
    await expect(this.mainNav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  /** How wide the page is against its viewport: a sideways scroll exists when scrollWidth > clientWidth. */
  async pageWidth() {
    return this.page.evaluate(() => {
      const root = document.scrollingElement ?? document.documentElement;
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth };
    });
  }

  /** Elements of the top bar that stick out of the viewport on the left or right (a fixed bar never scrolls). */
  async topBarOverflow(): Promise<PlacedElement[]> {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out: { element: string; box: { x: number; y: number; width: number; height: number } }[] = [];
      for (const el of document.querySelectorAll('header *')) {
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < -0.5 || r.right > width + 0.5) {
          out.push({
            element: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
            box: { x: r.x, y: r.y, width: r.width, height: r.height },
          });
        }
      }
      return out;
    });
  }

  /**
   * Scrolls to the bottom, then answers the page's last content (the visible element inside main
   * or the footer whose bottom edge is lowest; not main or the footer themselves, whose bottom
   * padding is the clearance) and every fixed element on screen. Toasts are left out: they are
   * notifications that go away, not controls.
   */
  async lastContentAndFixedElements(): Promise<{ last: PlacedElement; fixed: PlacedElement[] }> {
    // scrolled again on each try: a page that is still loading (or focusing a field) may move it
    await expect
      .poll(() =>
        this.page.evaluate(async () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          await new Promise(requestAnimationFrame);
          return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
        }),
      )
      .toBe(true);
    return this.page.evaluate(() => {
      const place = (el: Element) => {
        const r = el.getBoundingClientRect();
        return {
          element: `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`,
          box: { x: r.x, y: r.y, width: r.width, height: r.height },
        };
      };
      const isFixed = (el: Element) => getComputedStyle(el).position === 'fixed';
      const insideFixed = (el: Element) => {
        for (let node: Element | null = el; node; node = node.parentElement) if (isFixed(node)) return true;
        return false;
      };
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      let last: Element | null = null;
      let lowest = Number.NEGATIVE_INFINITY;
      for (const el of document.querySelectorAll('main *, footer *')) {
        if (!shown(el) || insideFixed(el)) continue;
        const bottom = el.getBoundingClientRect().bottom;
        if (bottom >= lowest) {
          lowest = bottom;
          last = el;
        }
      }
      if (!last) throw new Error('the page has no visible main content');
      const fixed = [...document.querySelectorAll('body *')]
        .filter((el) => isFixed(el) && shown(el) && !el.closest('[data-sonner-toaster]'))
        .map(place);
      return { last: place(last), fixed };
    });
  }
}
