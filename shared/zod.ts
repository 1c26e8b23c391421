import { z } from 'zod';
import { nl } from 'zod/locales';

// Every schema in the portal is built from this module so default validation messages are Dutch
// on the server and in the browser alike; routes still override them with the spec's own wording.
z.config(nl());

export { z };
