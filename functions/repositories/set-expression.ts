type Fields = Record<string, unknown>;

/**
 * The parts of an UpdateItem that SET each field to its value (undefined ones left out), every name
 * through a placeholder so reserved words (`state`, `status`, `counter`) need no care.
 */
export function setExpression(fields: Fields) {
  const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (entries.length === 0) throw new Error('setExpression needs at least one field');
  return {
    UpdateExpression: `SET ${entries.map(([name]) => `#${name} = :${name}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name]) => [`#${name}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
  };
}
