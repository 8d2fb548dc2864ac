import { withBase } from '@rspress/core/runtime';
import styles from './ThemedImage.module.css';

export interface ThemedImageProps {
  /** Site paths of the drawing for each color scheme. */
  src: { light: string; dark: string };
  alt: string;
  width: number;
  height: number;
  className?: string;
  loading?: 'lazy' | 'eager';
  /**
   * `low` keeps React from adding a `<link rel="preload">` for both variants to the head,
   * where they would compete with the CSS and font the first paint needs.
   */
  fetchPriority?: 'high' | 'low' | 'auto';
}

/** One image per color scheme; CSS shows the one that matches the current theme. */
export function ThemedImage({
  src,
  alt,
  width,
  height,
  className = '',
  loading = 'eager',
  fetchPriority,
}: ThemedImageProps) {
  return (
    <>
      {(['light', 'dark'] as const).map((scheme) => (
        <img
          key={scheme}
          className={`${className} ${styles[scheme]}`}
          src={withBase(src[scheme])}
          alt={alt}
          width={width}
          height={height}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
        />
      ))}
    </>
  );
}
