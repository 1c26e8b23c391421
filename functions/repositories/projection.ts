/**
 * A ProjectionExpression of the named attributes, through placeholders so a reserved word (`name`,
 * `status`, `date`…) never breaks it. Reading only what is needed keeps secrets and notes about a
 * child out of memory when they are not the point of the read.
 */
export function projectionOf(attributes: readonly string[]) {
  const names = Object.fromEntries(attributes.map((attribute, index) => [`#a${index}`, attribute]));
  return { ProjectionExpression: Object.keys(names).join(', '), ExpressionAttributeNames: names };
}

/** A projection of the named attributes, with the key condition's own names beside them. */
export function projectionWith(attributes: readonly string[], keyNames: Record<string, string>) {
  const projection = projectionOf(attributes);
  return {
    ProjectionExpression: projection.ProjectionExpression,
    ExpressionAttributeNames: { ...projection.ExpressionAttributeNames, ...keyNames },
  };
}
