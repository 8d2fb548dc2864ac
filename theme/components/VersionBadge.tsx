import { useFrontmatter } from '@rspress/core/runtime';
import { Badge } from '@rspress/core/theme-original';
import { useSiteSettings } from '../siteConfig';
import styles from './VersionBadge.module.css';

/** "Version: 5.x" above a doc page's title; overview pages list many pages, so they go without. */
export function VersionBadge() {
  const { frontmatter } = useFrontmatter();
  const { docsVersion } = useSiteSettings();
  if (frontmatter.overview) return null;
  return (
    <div className={styles.badge} data-testid="version-badge">
      <Badge type="info" text={`Version: ${docsVersion}`} />
    </div>
  );
}
