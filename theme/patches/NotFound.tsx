import { useI18n } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';

/**
 * PATCH: Rspress's 404 layout (the Layout's NotFoundLayout slot).
 *
 * Works around: the default labels its home link "go to home" (aria-label), so the
 * accessible name differs from the visible "Take me home". This copies the default's
 * markup and .rp-not-found* classes (so Rspress's CSS still styles it) without the label.
 * The static 404.html is pre-rendered with it because docs/404.mdx says
 * `pageType: '404'` (a string: the number 404 gave a doc page until JS hydrated).
 *
 * Remove when: Rspress's link is named by its text; compare with
 * @rspress/core/dist/theme/layout/NotFountLayout on each Rspress update.
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
