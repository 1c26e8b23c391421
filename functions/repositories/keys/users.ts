/**
 * Key shapes of the users table that other tables' readers need (the activity feed's names). Pure:
 * no environment, no client, so they come without the users repository.
 */
export const userKey = (id: number) => ({ pk: `USER#${id}`, sk: 'PROFILE' });
