/**
 * PATCH: Rspress's HomeBackground (the home page's backdrop).
 *
 * Works around: Rspress renders a <style> element in the middle of <body> (from
 * useNavTransparent) to make the navbar transparent while the home page is scrolled to
 * the top. A <style> there is invalid HTML. The same rules live in HomeBackground.css,
 * scoped to pages that have the backdrop with :has(); the hook still sets the body's
 * "notTopArrived" class on scroll, its returned <style> is dropped.
 *
 * Uses the private useNavTransparent hook (deep import from @rspress/core/dist).
 * Remove when Rspress moves those rules to a stylesheet (@rspress/core 2.0.22 does not).
 */
import { useNavTransparent } from '@rspress/core/dist/theme/components/HomeBackground/useNavTransparent.js';
import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import type { HTMLAttributes } from 'react';
import './HomeBackground.css';

export function HomeBackground({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  useNavTransparent();
  return <div className={className ? `rp-home-background ${className}` : 'rp-home-background'} {...props} />;
}
