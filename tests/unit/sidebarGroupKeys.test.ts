// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { describeGroupHeader, isGroupOpen } from '../../theme/components/useSidebarGroupKeys';

function group(rows: string, collapsible = true) {
  document.body.innerHTML = `<div class="rp-sidebar-item rp-sidebar-group">${collapsible ? '<div class="rp-sidebar-item__right"></div>' : ''}Features</div>
    <div style="display: grid; grid-template-rows: ${rows}"><div><a href="/x">X</a></div></div>`;
  return document.querySelector<HTMLElement>('.rp-sidebar-group')!;
}

describe('sidebar group headers', () => {
  it('reads open and collapsed from the grid rows Rspress sets', () => {
    expect(isGroupOpen(group('1fr'))).toBe(true);
    expect(isGroupOpen(group('0fr'))).toBe(false);
  });

  it('makes a collapsible header a focusable button with aria-expanded', () => {
    const header = group('0fr');
    describeGroupHeader(header);
    expect(header.getAttribute('role')).toBe('button');
    expect(header.tabIndex).toBe(0);
    expect(header.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves a header without a collapse control alone', () => {
    const header = group('1fr', false);
    describeGroupHeader(header);
    expect(header.hasAttribute('role')).toBe(false);
  });
});
