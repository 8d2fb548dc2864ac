import { describe, expect, it, vi } from 'vitest';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ search: '' }) }));
const { hiddenParts } = await import('../../theme/components/useQuerySwitches');

describe('hiddenParts', () => {
  it('hides each part whose switch is 0', () => {
    expect(hiddenParts('?navbar=0&footer=0')).toEqual(['navbar', 'footer']);
    expect(hiddenParts('?sidebar=0&outline=0')).toEqual(['sidebar', 'outline']);
  });

  it('ignores other values and unknown switches', () => {
    expect(hiddenParts('?navbar=1&sidebar=false&toc=0')).toEqual([]);
    expect(hiddenParts('')).toEqual([]);
  });
});
