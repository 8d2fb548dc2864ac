import { Button as BaseButton, type ButtonProps } from '@rspress/core/theme-original';

/**
 * The default button, with HTML labels fixed: Rspress 2.0.22 spreads
 * `dangerouslySetInnerHTML` itself onto the element (giving an empty link with an
 * `__html` attribute), so a hero action written with markup rendered blank. The
 * markup now goes into a span inside the button.
 */
export function Button({ dangerouslySetInnerHTML, children, ...props }: ButtonProps) {
  return (
    <BaseButton {...props}>
      {dangerouslySetInnerHTML ? <span dangerouslySetInnerHTML={dangerouslySetInnerHTML} /> : children}
    </BaseButton>
  );
}
