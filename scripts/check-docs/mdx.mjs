/** Reading MDX sources: files, frontmatter, lines outside code fences. Shared by the checks. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export function mdxFiles(docsDir) {
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'public' ? [] : walk(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
  return walk(docsDir).sort();
}

/** `docs/api/index.mdx` → `/api/`, `docs/docs/guides/svg.mdx` → `/docs/guides/svg`. */
export function routeOf(docsDir, file) {
  const relative = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  if (relative === 'index') return '/';
  if (relative.endsWith('/index')) return `/${relative.slice(0, -'index'.length)}`;
  return `/${relative}`;
}

export function readPage(docsDir, file) {
  const source = readFileSync(file, 'utf8');
  const lines = source.split('\n');
  const frontmatter = {};
  let bodyStart = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) {
      for (const line of lines.slice(1, end)) {
        const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
        if (pair) frontmatter[pair[1]] = pair[2].replace(/^['"]|['"]$/g, '');
      }
      bodyStart = end + 1;
    }
  }
  const prose = [];
  let fence = null;
  for (let index = bodyStart; index < lines.length; index += 1) {
    const text = lines[index];
    const marker = /^\s*(`{3,}|~{3,})/.exec(text);
    if (marker) {
      if (fence === null) fence = marker[1];
      else if (marker[1][0] === fence[0] && marker[1].length >= fence.length) fence = null;
      continue;
    }
    if (fence === null) prose.push({ line: index + 1, text });
  }
  return {
    file: path.relative(process.cwd(), file),
    route: routeOf(docsDir, file),
    source,
    lines,
    frontmatter,
    prose,
  };
}
