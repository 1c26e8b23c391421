import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeKeyOf } from '../../infra/aws/constructs/api-area-stack';
import { READ_ACTIONS, WRITE_ACTIONS } from '../../infra/aws/constructs/handler-function';
import { type AnyRoute, routeList } from '../../shared/routes';
import { SESSION_ACTIVITY_ATTRIBUTES, TABLE_NAMES } from '../../shared/tables';
import {
  type CfnResource,
  type CfnTemplate,
  logicalIdOf,
  type PolicyStatement,
  referencedIds,
  resourcesOfType,
  sharedPortal,
  statementsOf,
} from './support/portal';

const { stack } = sharedPortal();
const parentJson = Template.fromStack(stack).toJSON() as CfnTemplate;
const tableIds = new Map(TABLE_NAMES.map((name) => [logicalIdOf(stack.tables.tables[name]), name]));

const actionsOf = (statement: PolicyStatement) => [statement.Action ?? []].flat() as string[];

/** The DynamoDB statements of a route's role, each with the tables (by registry name) it names. */
function tableStatementsOf(route: AnyRoute) {
  const area = stack.apiAreas.find((each) => each.node.id === `Api-${route.area}`);
  if (!area) throw new Error(`No nested stack for ${route.area}`);
  const template = Template.fromStack(area).toJSON() as CfnTemplate;
  const parameters = parentJson.Resources[logicalIdOf(area.nestedStackResource)]?.Properties
    ?.Parameters as Record<string, unknown>;
  const parentIds = (expression: unknown) =>
    referencedIds(expression).flatMap((id) => (id in parameters ? referencedIds(parameters[id]) : [id]));
  const [, fn] = resourcesOfType(template, 'AWS::Lambda::Function').find(
    ([, each]) => each.Properties?.Description === `${routeKeyOf(route)} (${route.id})`,
  ) as [string, CfnResource];
  const [roleId] = referencedIds(fn.Properties?.Role);
  return resourcesOfType(template, 'AWS::IAM::Policy')
    .filter(([, policy]) => referencedIds(policy.Properties?.Roles).includes(roleId as string))
    .flatMap(([, policy]) => statementsOf(policy))
    .filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')))
    .map((statement) => ({
      statement,
      actions: actionsOf(statement),
      tables: new Set(parentIds(statement.Resource).map((id) => tableIds.get(id))),
    }));
}

const route = (id: string) => routeList.find((each) => each.id === id) as AnyRoute;
const unconditionalWrites = (statements: ReturnType<typeof tableStatementsOf>) =>
  statements.filter(
    ({ statement, actions }) =>
      !statement.Condition && actions.some((action) => WRITE_ACTIONS.includes(action)),
  );

describe('table grants follow what a route does', () => {
  it('gives a read route (families-list) read actions only, on its tables', () => {
    const statements = tableStatementsOf(route('families-list'));

    expect(unconditionalWrites(statements)).toEqual([]);
    const families = statements.find(({ tables }) => tables.has('families'));
    expect(families?.actions.sort()).toEqual([...READ_ACTIONS].sort());
  });

  it('gives every route write actions on exactly the tables its `writes` names', () => {
    for (const each of routeList) {
      const written = new Set(
        unconditionalWrites(tableStatementsOf(each)).flatMap(({ tables }) => [...tables]),
      );

      expect([...written].sort(), each.id).toEqual([...(each.uses.writes ?? [])].sort());
    }
  });

  it('lets a route that does not write sessions only stamp the idle-timeout attribute, returning nothing old', () => {
    const statements = tableStatementsOf(route('statistics-get'));

    const stamp = statements.filter(({ statement }) => statement.Condition);
    expect(stamp).toHaveLength(1);
    expect([...(stamp[0]?.tables ?? [])]).toEqual(['sessions']);
    expect(stamp[0]?.actions).toEqual(['dynamodb:UpdateItem']);
    expect(stamp[0]?.statement.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:Attributes': ['pk', 'sk', ...SESSION_ACTIVITY_ATTRIBUTES] },
      StringEqualsIfExists: { 'dynamodb:ReturnValues': ['NONE', 'UPDATED_NEW'] },
    });
  });

  it('lets login write sessions without the attribute restriction', () => {
    const statements = tableStatementsOf(route('login'));

    const sessions = unconditionalWrites(statements).filter(({ tables }) => tables.has('sessions'));
    expect(sessions).toHaveLength(1);
    expect(statements.filter(({ statement }) => statement.Condition)).toEqual([]);
  });

  it('keeps idempotency records in their own table, written only by idempotent creates', () => {
    const creates = routeList.filter((each) => each.idempotent);
    expect(creates.length).toBeGreaterThan(0);

    for (const each of routeList) {
      const writesIdempotency = unconditionalWrites(tableStatementsOf(each)).some(({ tables }) =>
        tables.has('idempotency'),
      );
      expect(writesIdempotency, each.id).toBe(each.idempotent === true);
    }
  });
});
