import { useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { ThemedImage } from '../components/ThemedImage';

/**
 * PATCH: Rspress's navbar title (the Layout's `navTitle` slot): the config's logo pair
 * and logo text.
 *
 * Works around: the default logo has no width/height (layout shift while it loads)
 * and an alt text that repeats the link's "Re.Pack". This copies the default's markup
 * and .rp-nav__title* classes, with a sized, decorative logo.
 *
 * Remove when: Rspress sizes the logo; compare with
 * @rspress/core/dist/theme/components/NavTitle on each Rspress update.
 */
export function SiteNavTitle() {
  const { site } = useSite();
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || '/'} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            <ThemedImage src={logo} alt="" width={32} height={32} fetchPriority="low" />
          </div>
        ) : null}
        <span>{site.logoText || site.title}</span>
      </Link>
    </div>
  );
}
