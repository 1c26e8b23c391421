import { config } from 'zod';
import { nl } from 'zod/locales';

// Every schema in the portal is built from this module so default validation messages are Dutch
// on the server and in the browser alike; routes still override them with the spec's own wording.
config(nl());

// Re-exported as a module, not as the `z` object: importers write `import * as z from './zod'`,
// which lets the bundler keep only what they use. Re-exporting the object pulled in all 60+ zod
// locales (about 370 KB) in every Lambda bundle.
export * from 'zod';
