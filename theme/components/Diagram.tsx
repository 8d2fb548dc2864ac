import styles from './Diagram.module.css';
import { ThemedImage } from './ThemedImage';

export interface DiagramProps {
  /** Base name of the pair docs/public/diagrams/<name>-light.svg and -dark.svg. */
  name: string;
  /** A sentence that says what the diagram shows. */
  alt: string;
  /** Intrinsic size of the SVG, so the page does not shift while it loads. */
  width: number;
  height: number;
}

/** A diagram drawn for both color schemes; both drawings stay click-to-zoom images. */
export function Diagram({ name, alt, width, height }: DiagramProps) {
  return (
    <figure className={styles.figure}>
      <ThemedImage
        className={styles.image}
        src={{ light: `/diagrams/${name}-light.svg`, dark: `/diagrams/${name}-dark.svg` }}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        zoomable
      />
    </figure>
  );
}
