/** The reference for cold-import budgets: a handler with no dependencies, bundled like every route. */
export const handler = async () => ({ statusCode: 200, body: 'ok' });
