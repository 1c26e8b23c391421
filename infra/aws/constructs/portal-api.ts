import { RemovalPolicy } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { type CfnStage, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct, type IConstruct } from 'constructs';
import type { AnyRoute } from '../../../shared/routes';
import { routeKeyOf } from './api-area-stack';

export type PortalApiProps = {
  stage: string;
  logRetention: RetentionDays;
};

// Field names follow API Gateway's context variables; no headers, bodies or query strings, so no tokens or personal data.
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  requestTime: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  responseLength: '$context.responseLength',
  latency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
};

/** The HTTP API behind CloudFront's /api/*; routes are added per area by ApiAreaStack. */
export class PortalApi extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;

  constructor(scope: Construct, id: string, props: PortalApiProps) {
    super(scope, id);
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `vrijwilligersportaal-${props.stage}`,
      description: 'Vrijwilligersportaal API, one route per entry of the route registry.',
      // The stage is declared below so it can carry throttling and access logs.
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Far above what ~200 members produce; caps the bill if someone hammers the API.
      throttle: { rateLimit: 50, burstLimit: 100 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });
  }

  /**
   * Route-level throttles from the registry (`throttle`: every public route, tighter for the password
   * routes), as the stage's route settings. API Gateway refuses settings for a route that does not exist
   * yet, so the stage waits for the nested stacks that create the routes.
   */
  throttleRoutes(routes: readonly AnyRoute[], routeStacks: readonly IConstruct[]) {
    const throttled = routes.filter((route) => route.throttle);
    if (throttled.length === 0) return;
    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = Object.fromEntries(
      throttled.map((route) => [
        routeKeyOf(route),
        // routeSettings is a JSON map, written to the template as is: CloudFormation's own casing.
        {
          ThrottlingRateLimit: route.throttle?.ratePerSecond,
          ThrottlingBurstLimit: route.throttle?.burst,
        },
      ]),
    );
    for (const routeStack of routeStacks) this.stage.node.addDependency(routeStack);
  }

  /** Host name of the API for CloudFront's origin (the `$default` stage has no path prefix). */
  get domainName(): string {
    return `${this.httpApi.apiId}.execute-api.${this.httpApi.stack.region}.${this.httpApi.stack.urlSuffix}`;
  }
}
