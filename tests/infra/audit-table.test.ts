import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  type CfnTemplate,
  logicalIdOf,
  type PolicyStatement,
  referencedIds,
  resourcesOfType,
  sharedPortal,
  statementsOf,
} from './support/portal';

/**
 * The audit trail only grows (issue 38, item 11): no function of the portal (API routes, workers,
 * schedules, the mail-event consumer) may update or delete an entry, and entries expire through the
 * table's TTL attribute.
 */
const { stack } = sharedPortal();
const parent = Template.fromStack(stack).toJSON() as CfnTemplate;
const auditId = logicalIdOf(stack.tables.tables.audit);
const FORBIDDEN = ['dynamodb:UpdateItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'];

/** Every IAM statement of the portal that names the audit table (through a nested stack's parameters too). */
function auditStatements(): { stack: string; actions: string[] }[] {
  const found: { stack: string; actions: string[] }[] = [];
  const templates: [string, CfnTemplate, Record<string, unknown>][] = [
    [stack.node.id, parent, {}],
    ...stack.apiAreas.map((area): [string, CfnTemplate, Record<string, unknown>] => [
      area.node.id,
      Template.fromStack(area).toJSON() as CfnTemplate,
      (parent.Resources[logicalIdOf(area.nestedStackResource)]?.Properties?.Parameters ?? {}) as Record<
        string,
        unknown
      >,
    ]),
  ];
  for (const [name, template, parameters] of templates) {
    const idsOf = (expression: unknown) =>
      referencedIds(expression).flatMap((id) => (id in parameters ? referencedIds(parameters[id]) : [id]));
    for (const [, policy] of resourcesOfType(template, 'AWS::IAM::Policy'))
      for (const statement of statementsOf(policy) as PolicyStatement[])
        if (idsOf(statement.Resource).includes(auditId))
          found.push({ stack: name, actions: [statement.Action ?? []].flat() as string[] });
  }
  return found;
}

describe('the audit table', () => {
  it('lets functions insert entries but never update or delete one', () => {
    const statements = auditStatements();

    expect(statements.some(({ actions }) => actions.includes('dynamodb:PutItem'))).toBe(true);
    const widening = statements.filter(({ actions }) =>
      actions.some((action) => FORBIDDEN.includes(action) || action === 'dynamodb:*' || action === '*'),
    );
    expect(widening).toEqual([]);
  });

  it('expires entries through its TTL attribute', () => {
    const table = parent.Resources[auditId];

    expect(table?.Properties?.TimeToLiveSpecification).toEqual({ AttributeName: 'ttl', Enabled: true });
  });
});
