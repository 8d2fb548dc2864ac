/**
 * The typed shape of the site's own settings (the parts Rspress has no key for)
 * and their defaults from the product spec. Values are set in rspress.config.ts
 * under `themeConfig.site`; theme components read them through `useSiteSettings`.
 */
import { useSite } from '@rspress/core/runtime';

export interface LinkButton {
  /** Visible button text. */
  text: string;
  /** Absolute URL; opens in a new tab. */
  link: string;
}

export interface MarketingSettings {
  /** The consulting company shown in the footer. */
  company: {
    name: string;
    link: string;
    /** Logo paths under docs/public, one per color scheme. */
    logo: { light: string; dark: string };
  };
  /** The first call-to-action banner, above the footer. */
  ctaBanner: { headline: string; details: string; button: LinkButton };
  /** The second banner, asking whether the reader needs expertise. */
  expertiseBanner: { headline: string; details: string; button: LinkButton };
}

export interface SiteSettings {
  /** The Re.Pack version these pages document, shown in the doc badge. */
  docsVersion: string;
  marketing: MarketingSettings;
}

/** What rspress.config.ts may set: any group, any field. */
export interface SiteSettingsInput {
  docsVersion?: string;
  marketing?: {
    company?: Partial<MarketingSettings['company']>;
    ctaBanner?: Partial<MarketingSettings['ctaBanner']>;
    expertiseBanner?: Partial<MarketingSettings['expertiseBanner']>;
  };
}

/** The spec's defaults, used for anything rspress.config.ts leaves out. */
export const defaultSiteSettings: SiteSettings = {
  docsVersion: '5.x',
  marketing: {
    company: {
      name: 'Callstack',
      link: 'https://www.callstack.com',
      logo: { light: '/company-logo-light.svg', dark: '/company-logo-dark.svg' },
    },
    ctaBanner: {
      headline: 'Boost your app performance',
      details: '',
      button: { text: "Let's talk", link: 'https://www.callstack.com/contact-us' },
    },
    expertiseBanner: {
      headline: 'Need React or React Native expertise?',
      details: '',
      button: { text: 'Get in touch', link: 'https://www.callstack.com/contact-us' },
    },
  },
};

/** Merges partial settings over the defaults, one level per group. */
export function resolveSiteSettings(partial: SiteSettingsInput | undefined): SiteSettings {
  const marketing = partial?.marketing;
  return {
    docsVersion: partial?.docsVersion ?? defaultSiteSettings.docsVersion,
    marketing: {
      company: { ...defaultSiteSettings.marketing.company, ...marketing?.company },
      ctaBanner: { ...defaultSiteSettings.marketing.ctaBanner, ...marketing?.ctaBanner },
      expertiseBanner: {
        ...defaultSiteSettings.marketing.expertiseBanner,
        ...marketing?.expertiseBanner,
      },
    },
  };
}

/** Reads `themeConfig.site` from the running site, with defaults filled in. */
export function useSiteSettings(): SiteSettings {
  const { site } = useSite();
  const themeConfig = site.themeConfig as { site?: SiteSettingsInput };
  return resolveSiteSettings(themeConfig.site);
}
