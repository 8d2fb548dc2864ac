/**
 * PATCH: Rspress's llms hint ("For AI agents: the complete documentation index is …"),
 * a visually hidden paragraph that Rspress's App renders before the layout.
 *
 * Works around: screen readers announced it first on every page. App imports LlmsHint
 * from theme-original, so it cannot be replaced; this Root (which App wraps around the
 * hint and the layout) keeps the hint in the HTML for agents but puts it in an
 * aria-hidden wrapper, which takes it out of the accessibility tree.
 *
 * Remove when Rspress hides the hint from assistive technology itself.
 */
import { LlmsHint } from '@rspress/core/theme-original';
import { Children, isValidElement, type ReactNode } from 'react';

export function Root({ children }: { children: ReactNode }) {
  if (import.meta.env.SSG_MD) return <>{children}</>;
  const nodes = Children.toArray(children);
  const isHint = (node: ReactNode) => isValidElement(node) && node.type === LlmsHint;
  const hint = nodes.filter(isHint);
  return (
    <>
      {hint.length > 0 && (
        <div aria-hidden="true" data-llms-hint="">
          {hint}
        </div>
      )}
      {nodes.filter((node) => !isHint(node))}
    </>
  );
}
