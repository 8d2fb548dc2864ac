/**
 * Social link icons with a text alternative, so that each icon-only link has an
 * accessible name. The glyphs are the Simple Icons paths (CC0) that Rspress ships
 * for its built-in `github`, `x` and `discord` icons, kept as files in
 * docs/public/social/ and drawn by CSS (theme/index.css, `.social-icon`): inline,
 * their paths added about 1 kB gzip to the site data in every page's first script.
 */
function labeledIcon(name: string, label: string): { svg: string } {
  return {
    svg: `<span class="social-icon" style="--glyph:url(/social/${name}.svg)" role="img" aria-label="${label}"></span>`,
  };
}

export const socialIcons = {
  github: labeledIcon('github', 'GitHub'),
  x: labeledIcon('x', 'X (Twitter)'),
  discord: labeledIcon('discord', 'Discord'),
};
