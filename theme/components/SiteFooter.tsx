import { useSite } from '@rspress/core/runtime';
import { renderHtmlOrText } from '@rspress/core/theme-original';
import { SocialLinks } from '../patches/deferredParts';
import { useSiteSettings } from '../siteConfig';
import styles from './SiteFooter.module.css';
import { ThemedImage } from './ThemedImage';

/** The site-wide footer: company logo, social links and the copyright line from config. */
export function SiteFooter() {
  const { site } = useSite();
  const { company } = useSiteSettings().marketing;
  const message = site.themeConfig.footer?.message;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <a
          className={styles.company}
          href={company.link}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${company.name} (opens in a new tab)`}
        >
          <ThemedImage src={company.logo} alt={company.name} width={132} height={32} loading="lazy" />
        </a>
        <div className={styles.social}>
          <SocialLinks />
        </div>
        {message ? <p className={styles.copyright} {...renderHtmlOrText(message)} /> : null}
      </div>
    </footer>
  );
}
