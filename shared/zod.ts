import { config } from 'zod';
import { nl } from 'zod/locales';

// Every schema in the portal is built from this module so default validation messages are Dutch
// on the server and in the browser alike; routes still override them with the spec's own wording.
config(nl());
// In the browser the portal's CSP forbids eval (shared/security-headers.ts): zod must neither compile
// its fast object parser with `new Function` nor probe whether it may (the caught probe is still
// reported as a CSP violation). Set before any schema is built, as schemas decide at construction.
if (typeof document !== 'undefined') config({ jitless: true });

// Re-exported as a module, not as the `z` object: importers write `import * as z from './zod'`,
// which lets the bundler keep only what they use. Re-exporting the object pulled in all 60+ zod
// locales (about 370 KB) in every Lambda bundle.
export * from 'zod';
