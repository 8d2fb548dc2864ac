import { Layout as BasicLayout } from '@rspress/core/theme-original';
import { Diagram } from './components/Diagram';
import { PackageManagerTabs } from './components/PackageManagerTabs';
import { PromoBanner } from './components/PromoBanner';
import { SiteFooter } from './components/SiteFooter';
import { SiteNavTitle } from './components/SiteNavTitle';
import { useNavbarHide } from './components/useNavbarHide';
import { VersionBadge } from './components/VersionBadge';
import { useSiteSettings } from './siteConfig';
import './index.css';

function HomeBanners() {
  const { ctaBanner, expertiseBanner } = useSiteSettings().marketing;
  return (
    <>
      <PromoBanner {...ctaBanner} variant="accent" label="Work with the Re.Pack team" />
      <PromoBanner {...expertiseBanner} variant="plain" label="React and React Native expertise" />
    </>
  );
}

/** The default layout, filled through its slots. */
function Layout() {
  useNavbarHide();
  return (
    <BasicLayout
      navTitle={<SiteNavTitle />}
      afterFeatures={<HomeBanners />}
      beforeDocContent={<VersionBadge />}
      bottom={<SiteFooter />}
    />
  );
}

/** SiteFooter (the `bottom` slot) shows footer.message on every page; the home-only footer would repeat it. */
function HomeFooter() {
  return null;
}

export * from '@rspress/core/theme-original';
export { Diagram, HomeFooter, Layout, PackageManagerTabs };
