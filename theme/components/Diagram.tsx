import { withBase } from '@rspress/core/runtime';
import styles from './Diagram.module.css';

export interface DiagramProps {
  /** Base name of the pair docs/public/diagrams/<name>-light.svg and -dark.svg. */
  name: string;
  /** A sentence that says what the diagram shows. */
  alt: string;
  /** Intrinsic size of the SVG, so the page does not shift while it loads. */
  width: number;
  height: number;
}

/**
 * A diagram drawn for both color schemes: the light drawing shows in light
 * mode, the dark one in dark mode. Both stay click-to-zoom images.
 */
export function Diagram({ name, alt, width, height }: DiagramProps) {
  return (
    <figure className={styles.figure}>
      <img
        className={`${styles.image} ${styles.light}`}
        src={withBase(`/diagrams/${name}-light.svg`)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      <img
        className={`${styles.image} ${styles.dark}`}
        src={withBase(`/diagrams/${name}-dark.svg`)}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </figure>
  );
}
