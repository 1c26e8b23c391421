/** Path templates use API Gateway's `{name}` placeholders. */
const PLACEHOLDER = /\{([a-zA-Z0-9_]+)\}/g;

/** Fills a template with encoded values: `/api/users/{id}` + `{ id: 3 }` → `/api/users/3`. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** Returns the decoded parameters when `path` fits `template`, otherwise null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{([a-zA-Z0-9_]+)\\?\}/g, (_, name) => {
      names.push(name);
      return '([^/]+)';
    });
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return null;
  const params: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    try {
      params[name] = decodeURIComponent(match[index + 1] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}

/** How specific a template is: literal segments beat placeholders when two templates fit one path. */
export const pathSpecificity = (template: string) =>
  template.split('/').filter((segment) => segment && !segment.startsWith('{')).length;
