import { describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({ useSite: () => ({ site: { themeConfig: {} } }) }));
const { shouldHideOnScroll } = await import('../../theme/components/useNavbarHide');

describe('shouldHideOnScroll', () => {
  it('keeps the navbar while the page is near the top', () => {
    expect(shouldHideOnScroll(0, 40, 72)).toBe(false);
    expect(shouldHideOnScroll(10, 72, 72)).toBe(false);
  });

  it('hides it when the reader scrolls down past it', () => {
    expect(shouldHideOnScroll(100, 300, 72)).toBe(true);
  });

  it('shows it again on any scroll up', () => {
    expect(shouldHideOnScroll(300, 250, 72)).toBe(false);
  });
});
