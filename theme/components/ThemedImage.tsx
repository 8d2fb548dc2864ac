import { withBase } from '@rspress/core/runtime';
import type { KeyboardEvent, MouseEvent } from 'react';
import styles from './ThemedImage.module.css';
import { zoomImage } from './zoomImage';

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
  /** Zoom the image on click (theme/components/zoomImage.ts). */
  zoomable?: boolean;
}

/** Click, or Enter or Space on the focused image, zooms it; Esc, a scroll or a click closes it. */
const zoomHandlers = {
  tabIndex: 0,
  onClick: (event: MouseEvent<HTMLImageElement>) => void zoomImage(event.currentTarget),
  onKeyDown: (event: KeyboardEvent<HTMLImageElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    void zoomImage(event.currentTarget);
  },
};

/** One image per color scheme; CSS shows the one that matches the current theme. */
export function ThemedImage({
  src,
  alt,
  width,
  height,
  className = '',
  loading = 'eager',
  fetchPriority,
  zoomable = false,
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
          {...(zoomable ? zoomHandlers : {})}
        />
      ))}
    </>
  );
}
