// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '../../theme/siteConfig';

/** themeConfig.site as rspress.config.ts sets it (every field; the theme has no defaults). */
const site: SiteSettings = {
  docsVersion: '5.x',
  marketing: {
    company: { name: 'Callstack', link: 'https://www.callstack.com', logo: { light: '/light.svg', dark: '/dark.svg' } },
    ctaBanner: { headline: 'CTA', details: 'Details.', button: { text: 'Go', link: 'https://example.com' } },
    expertiseBanner: {
      headline: 'Expertise',
      details: 'Details.',
      button: { text: 'Hire', link: 'https://example.com' },
    },
  },
};

const state = vi.hoisted(() => ({
  frontmatter: {} as Record<string, unknown>,
  themeConfig: {} as Record<string, unknown>,
  storage: undefined as string | undefined,
}));

vi.mock('@rspress/core/runtime', () => ({
  useFrontmatter: () => ({ frontmatter: state.frontmatter }),
  useSite: () => ({ site: { themeConfig: state.themeConfig } }),
  withBase: (path: string) => path,
}));

vi.mock('@rspress/core/theme-original', () => ({
  Badge: ({ text }: { text: string }) => <span className="rp-badge">{text}</span>,
  renderHtmlOrText: (text: string) => ({ children: text }),
  getCustomMDXComponent: () => ({
    pre: ({ children }: { children: ReactNode }) => <pre data-code-block>{children}</pre>,
  }),
  useStorageValue: (_key: string, initial: string) => {
    const [value, setValue] = useState(state.storage ?? initial);
    return [
      value,
      (next: string) => {
        state.storage = next;
        setValue(next);
      },
    ] as const;
  },
}));

// The footer takes its social links from the deferred parts (theme/patches/deferredParts.tsx).
vi.mock('../../theme/patches/deferredParts', () => ({
  SocialLinks: () => <nav aria-label="Social links" />,
}));

const { PromoBanner } = await import('../../theme/components/PromoBanner');
const { VersionBadge } = await import('../../theme/components/VersionBadge');
const { SiteFooter } = await import('../../theme/components/SiteFooter');
const { PackageManagerTabs } = await import('../../theme/components/PackageManagerTabs');
const { Diagram } = await import('../../theme/components/Diagram');

beforeEach(() => {
  state.frontmatter = {};
  state.themeConfig = { site };
  state.storage = undefined;
});
afterEach(cleanup);

function renderIn(node: ReactNode) {
  return render(<>{node}</>);
}

describe('PromoBanner', () => {
  it('renders the headline as a heading and opens its button in a new tab', () => {
    renderIn(
      <PromoBanner
        headline="Boost your app performance"
        details="We help."
        button={{ text: "Let's talk", link: 'https://example.com/contact' }}
        variant="accent"
        label="Work with us"
      />,
    );
    expect(screen.getByRole('region', { name: 'Work with us' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Boost your app performance');
    const link = screen.getByRole('link', { name: /Let's talk/ });
    expect(link.getAttribute('href')).toBe('https://example.com/contact');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('leaves out the details paragraph when there is none', () => {
    const { container } = renderIn(
      <PromoBanner headline="H" button={{ text: 'Go', link: 'https://example.com' }} variant="plain" label="L" />,
    );
    expect(container.querySelector('p')).toBeNull();
  });
});

describe('VersionBadge', () => {
  it('shows the version from config on doc pages', () => {
    state.themeConfig = { site: { ...site, docsVersion: '5.x' } };
    renderIn(<VersionBadge />);
    expect(screen.getByText('Version: 5.x')).toBeTruthy();
  });

  it('is hidden on overview pages', () => {
    state.frontmatter = { overview: true };
    const { container } = renderIn(<VersionBadge />);
    expect(container.textContent).toBe('');
  });
});

describe('SiteFooter', () => {
  it('shows the company logo link, the social links and the copyright line', () => {
    state.themeConfig = {
      footer: { message: '© 2025 Callstack.' },
      site: {
        ...site,
        marketing: {
          ...site.marketing,
          company: { ...site.marketing.company, name: 'Acme', link: 'https://acme.test' },
        },
      },
    };
    renderIn(<SiteFooter />);
    const company = screen.getByRole('link', { name: /Acme/ });
    expect(company.getAttribute('href')).toBe('https://acme.test');
    expect(company.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getAllByRole('img', { name: 'Acme' })).toHaveLength(2);
    expect(screen.getByRole('navigation', { name: 'Social links' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('© 2025 Callstack.');
  });
});

describe('PackageManagerTabs', () => {
  it('shows one tab per package manager with its command, npm first', () => {
    renderIn(<PackageManagerTabs command="install -D @callstack/repack" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['npm', 'yarn', 'pnpm', 'bun']);
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('npm install -D @callstack/repack');
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBe('Package manager');
  });

  it('keeps every command in the page, with the full code block (copy, wrap) only in the visible tab', () => {
    renderIn(<PackageManagerTabs command="install -D @callstack/repack" />);
    const panels = screen.getAllByRole('tabpanel', { hidden: true });
    expect(panels.map((panel) => panel.textContent)).toEqual([
      'npm install -D @callstack/repack',
      'yarn add -D @callstack/repack',
      'pnpm add -D @callstack/repack',
      'bun add -D @callstack/repack',
    ]);
    expect(panels.map((panel) => panel.querySelector('pre')?.hasAttribute('data-code-block'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    fireEvent.click(screen.getByRole('tab', { name: 'pnpm' }));
    expect(screen.getByRole('tabpanel').querySelector('pre')?.hasAttribute('data-code-block')).toBe(true);
  });

  it('moves with the arrow keys, wraps around and remembers the choice', () => {
    renderIn(<PackageManagerTabs command="install -D @callstack/repack" />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('bun');
    expect(screen.getByRole('tabpanel').textContent).toBe('bun add -D @callstack/repack');
    expect(document.activeElement?.textContent).toBe('bun');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('npm');
    fireEvent.keyDown(list, { key: 'End' });
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('pnpm');
    expect(state.storage).toBe('2');
    const selected = screen.getByRole('tab', { selected: true });
    expect(selected.tabIndex).toBe(0);
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toHaveLength(1);
  });
});

describe('Diagram', () => {
  it('renders a light and a dark drawing with the same alt text and size', () => {
    renderIn(<Diagram name="flow" alt="How a chunk loads" width={800} height={400} />);
    const images = screen.getAllByRole('img', { name: 'How a chunk loads' });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/diagrams/flow-light.svg',
      '/diagrams/flow-dark.svg',
    ]);
    for (const image of images) {
      expect(image.getAttribute('width')).toBe('800');
      expect(image.getAttribute('height')).toBe('400');
    }
  });
});
