import { describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({ useSite: () => ({ site: { themeConfig: {} } }) }));
const { defaultSiteSettings, resolveSiteSettings } = await import('../../theme/siteConfig');

describe('resolveSiteSettings', () => {
  it('falls back to the spec defaults when config sets nothing', () => {
    const settings = resolveSiteSettings(undefined);
    expect(settings).toEqual(defaultSiteSettings);
    expect(settings.marketing.ctaBanner.button.text).toBe("Let's talk");
    expect(settings.marketing.ctaBanner.headline).toMatch(/performance/i);
    expect(settings.marketing.expertiseBanner.headline).toMatch(/React or React Native expertise/);
  });

  it('lets config override single fields and keeps the rest', () => {
    const settings = resolveSiteSettings({
      docsVersion: '6.x',
      marketing: { ctaBanner: { headline: 'Ship faster' }, company: { name: 'Acme' } },
    });
    expect(settings.docsVersion).toBe('6.x');
    expect(settings.marketing.ctaBanner.headline).toBe('Ship faster');
    expect(settings.marketing.ctaBanner.button).toEqual(defaultSiteSettings.marketing.ctaBanner.button);
    expect(settings.marketing.company.name).toBe('Acme');
    expect(settings.marketing.company.logo).toEqual(defaultSiteSettings.marketing.company.logo);
  });
});
