/**
 * The typed shape of the site's own settings (the parts Rspress has no key for).
 * Their values are set in one place, rspress.config.ts under `themeConfig.site`;
 * theme components read them through `useSiteSettings`.
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

/** Reads `themeConfig.site` (set in rspress.config.ts) from the running site. */
export function useSiteSettings(): SiteSettings {
  return (useSite().site.themeConfig as unknown as { site: SiteSettings }).site;
}
