import { NestedStack } from 'aws-cdk-lib';
import { type HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import type { AnyRoute } from '../../../shared/routes';
import { HandlerFunction, type SharedResources } from './handler-function';

export type ApiAreaStackProps = {
  area: string;
  routes: readonly AnyRoute[];
  httpApi: HttpApi;
  resources: SharedResources;
  /** Absolute path of a route's handler module. */
  entryFor: (route: AnyRoute) => string;
};

/** `/api/users/{id}` as API Gateway's route key `GET /api/users/{id}`. */
export const routeKeyOf = (route: Pick<AnyRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * The functions and API routes of one registry area. One nested stack per area keeps every template far below
 * CloudFormation's 500-resource limit while the registry grows (7 resources per route).
 */
export class ApiAreaStack extends NestedStack {
  readonly functions: Record<string, HandlerFunction> = {};

  constructor(scope: Construct, id: string, props: ApiAreaStackProps) {
    super(scope, id, { description: `Vrijwilligersportaal API area "${props.area}"` });

    for (const route of props.routes) {
      const handler = new HandlerFunction(this, route.id, {
        entry: props.entryFor(route),
        uses: route.uses,
        resources: props.resources,
        description: `${routeKeyOf(route)} (${route.id})`,
        servesApi: true,
        countsClients: route.clientLimit !== undefined,
      });
      new HttpRoute(this, `${route.id}-route`, {
        httpApi: props.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}-integration`, handler.function),
      });
      this.functions[route.id] = handler;
    }

    NagSuppressions.addStackSuppressions(this, [
      {
        id: 'AwsSolutions-APIG4',
        reason:
          "Authorization happens in each handler: createHandler checks the session (opaque token, hashed in DynamoDB) and the route's registry access before any work; public routes are public by design. The portal has its own accounts and sessions (ARCHITECTURE §5), not Cognito or IAM.",
      },
      {
        id: 'AwsSolutions-L1',
        reason:
          'nodejs22.x is pinned on purpose (ARCHITECTURE §10): the handlers are built and tested for it.',
      },
    ]);
  }
}
