import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The preview plugin's build reads __dirname, which only Rspress's config loader provides.
vi.mock('@rspress/plugin-preview', () => ({
  pluginPreview: () => ({ name: '@rspress/plugin-preview', globalUIComponents: [] }),
}));
const { default: config, site } = await import('../../rspress.config');
vi.mock('@rspress/core/runtime', () => ({ useSite: () => ({ site: { themeConfig: config.themeConfig } }) }));
const { useSiteSettings } = await import('../../theme/siteConfig');

describe('site settings (themeConfig.site)', () => {
  it('are what the theme reads, set once in rspress.config.ts', () => {
    expect(useSiteSettings()).toBe(site);
  });

  it('hold the spec texts for the banners and the company', () => {
    const { marketing, docsVersion } = useSiteSettings();
    expect(docsVersion).toBe('5.x');
    expect(marketing.ctaBanner.button.text).toBe("Let's talk");
    expect(marketing.ctaBanner.headline).toMatch(/performance/i);
    expect(marketing.expertiseBanner.headline).toMatch(/React or React Native expertise/);
    expect(marketing.company.name).toBe('Callstack');
    for (const banner of [marketing.ctaBanner, marketing.expertiseBanner]) {
      expect(banner.details.length).toBeGreaterThan(0);
      expect(banner.button.link).toMatch(/^https:\/\//);
    }
  });

  it('point the company logos at files that exist', () => {
    const { logo } = useSiteSettings().marketing.company;
    for (const file of [logo.light, logo.dark])
      expect(existsSync(path.join(import.meta.dirname, '../../docs/public', file)), file).toBe(true);
  });
});
