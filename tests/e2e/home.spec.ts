import { expect, type Page, test } from '@playwright/test';
import { boxesAt, farthestApart } from './helpers';
import { home } from './selectors';

test.describe('home page', () => {
  test('shows the hero with both actions and its image', async ({ page }) => {
    await page.goto('/');
    const hero = page.locator(home.hero);
    await expect(hero.locator(home.heroTitle)).toHaveText('Re.Pack');
    await expect(hero).toContainText('Rspack and webpack for React Native');
    await expect(hero.locator(home.heroTagline)).toContainText('mobile React Native app');
    await expect(page.getByRole('link', { name: 'Get started' })).toHaveAttribute(
      'href',
      '/docs/getting-started/quick-start',
    );
    // Shows "Learn more"; its name says what it leads to (Lighthouse's link-text audit, WCAG label-in-name).
    const learnMore = page.getByRole('link', { name: 'Learn more about Re.Pack', exact: true });
    await expect(learnMore).toHaveAttribute('href', '/docs/getting-started/introduction');
    // Polled: hydration may swap the server's link for React's between finding it and measuring
    // it, and a detached element measures 0.
    await expect.poll(() => learnMore.evaluate((link) => link.getBoundingClientRect().width)).toBeGreaterThan(0);
    await expect
      .poll(() => learnMore.locator(home.srOnly).evaluate((span) => span.getBoundingClientRect().width))
      .toBeLessThanOrEqual(1);
    const image = hero.locator(home.heroLightImage);
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /phone/);
  });

  test('lists the six feature cards of the spec', async ({ page }) => {
    await page.goto('/');
    const titles = page.locator(home.featureTitle);
    await expect(titles).toHaveText([
      'Mobile microfrontends',
      'The webpack and Rspack ecosystem',
      'Replaces Metro in your CLI',
      'Smaller apps',
      'React Native DevTools',
      'A dev server built for mobile',
    ]);
    await expect(page.locator(home.featureIcon)).toHaveCount(6);
    await expect(page.locator(home.featureCard).first()).toContainText('Module Federation v2');
  });

  test('shows both banners, the CTA opening the company site in a new tab', async ({ page }) => {
    await page.goto('/');
    const cta = page.getByRole('region', { name: 'Work with the Re.Pack team' });
    await expect(cta.getByRole('heading')).toHaveText(/performance/i);
    const talk = cta.getByRole('link', { name: /Let's talk/ });
    await expect(talk).toHaveAttribute('target', '_blank');
    await expect(talk).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(talk).toHaveAttribute('href', /^https:\/\/www\.callstack\.com\//);
    const expertise = page.getByRole('region', { name: 'React and React Native expertise' });
    await expect(expertise.getByRole('heading')).toHaveText('Need React or React Native expertise?');
  });

  test('ends with the footer: company logo, social links and the 2025 copyright', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('img', { name: 'Callstack' }).first()).toBeVisible();
    await expect(footer.locator('a[href="https://github.com/callstack/repack"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="https://x.com/"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="https://discord.gg/"]')).toHaveCount(1);
    await expect(footer).toContainText('© 2025');
    await expect(page.getByText('© 2025')).toHaveCount(1);
  });

  test('keeps the hero text in place while the page streams in', async ({ browser, baseURL, request }) => {
    // The hero image follows the hero text in the HTML. A slow phone can paint the page before the
    // parser reaches the image; what it paints then is the HTML cut before the image. The text must
    // already stand where it will stay (it used to move down by the image's height: CLS 0.13).
    const html = await (await request.get('/')).text();
    const imageAt = html.indexOf('<img src="/hero-');
    expect(imageAt, 'the hero image is in the HTML').toBeGreaterThan(0);
    // 390: the image above the text at half the window's width; 768: at its full 375 px; 1280: beside it.
    const widths = [390, 768, 1280];
    const find = (page: Page) => [
      page.getByText('Rspack and webpack for React Native', { exact: true }),
      page.getByText(/^Bring the Rspack and webpack ecosystem/),
      page.getByRole('link', { name: 'Get started' }),
      page.getByRole('link', { name: 'Learn more about Re.Pack', exact: true }),
    ];
    const options = { baseURL: baseURL ?? '', path: '/', widths, find };
    const whole = await boxesAt(browser, { ...options, html });
    const streaming = await boxesAt(browser, { ...options, html: html.slice(0, imageAt) });
    for (const width of widths) {
      expect(whole[width].every((box) => box !== null)).toBe(true);
      expect(farthestApart(streaming[width], whole[width]), `px apart at ${width} px`).toBeLessThan(1);
    }
  });
});
