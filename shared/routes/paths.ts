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

type CompiledTemplate = { pattern: RegExp; names: readonly string[] };
const compiledTemplates = new Map<string, CompiledTemplate>();

/**
 * A template's pattern and placeholder names, built once per template: the local API adapter tries
 * every route of a method against each request (and the integration suite's contract check once more),
 * and building the expressions again every time was 2–3 % of the fuzz suite's CPU.
 */
export function compiledTemplate(template: string): CompiledTemplate {
  let compiled = compiledTemplates.get(template);
  if (!compiled) {
    const names: string[] = [];
    const pattern = template
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\\?\{([a-zA-Z0-9_]+)\\?\}/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
    compiled = { pattern: new RegExp(`^${pattern}$`), names };
    compiledTemplates.set(template, compiled);
  }
  return compiled;
}

/** Returns the decoded parameters when `path` fits `template`, otherwise null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const { pattern, names } = compiledTemplate(template);
  const match = pattern.exec(path);
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
