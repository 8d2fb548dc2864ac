export function attributes(source: string): Record<string, string>;
export function tags(html: string, tag: string): Array<Record<string, string>>;
