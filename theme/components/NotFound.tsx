import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

/**
 * The 404 layout: the default's markup and texts, with a link whose accessible
 * name is its visible text (the default labels it "go to home").
 */
export function NotFound() {
  const t = useI18n();
  return (
    <div className="rp-not-found">
      <p className="rp-not-found__error-code">404</p>
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href="/">
          {t('takeMeHomeText')}
        </Link>
      </div>
    </div>
  );
}
