import type { LinkButton } from '../siteConfig';
import styles from './PromoBanner.module.css';

export interface PromoBannerProps {
  headline: string;
  details?: string;
  button: LinkButton;
  /** `accent` fills the banner with the brand color; `plain` keeps the page background. */
  variant: 'accent' | 'plain';
  /** Names the region for assistive technology. */
  label: string;
}

/** A marketing banner: one headline, one sentence and one external button. */
export function PromoBanner({ headline, details, button, variant, label }: PromoBannerProps) {
  return (
    <section className={`${styles.banner} ${styles[variant]}`} aria-label={label}>
      <div className={styles.text}>
        <h2 className={styles.headline}>{headline}</h2>
        {details ? <p className={styles.details}>{details}</p> : null}
      </div>
      <a className={styles.button} href={button.link} target="_blank" rel="noopener noreferrer">
        {button.text}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </section>
  );
}
