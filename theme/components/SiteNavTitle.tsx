import { useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { ThemedImage } from './ThemedImage';

/**
 * The navbar title for the `navTitle` slot: the config's logo pair and logo text.
 * Unlike the default it gives the logo a size (no layout shift) and treats it as
 * decorative, since the link already reads "Re.Pack".
 */
export function SiteNavTitle() {
  const { site } = useSite();
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  return (
    <div className="rp-nav__title">
      <Link href={site.logoHref || '/'} className="rp-nav__title__link">
        {logo ? (
          <div className="rp-nav__title__logo">
            <ThemedImage src={logo} alt="" width={32} height={32} />
          </div>
        ) : null}
        <span>{site.logoText || site.title}</span>
      </Link>
    </div>
  );
}
