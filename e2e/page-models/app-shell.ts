import { expect, type Locator, type Page } from '@playwright/test';

/** The layout every page inside the app shares: top bar, toggles, About link (docs/product.md §2 Layout). */
export class AppShell {
  readonly page: Page;
  readonly mainNav: Locator;
  readonly premiumToggle: Locator;
  readonly themeToggle: Locator;
  readonly menuButton: Locator;
  readonly mobileNav: Locator;

  constructor(page: Page) {
    this.page = page;
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
}
