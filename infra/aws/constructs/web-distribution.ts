import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CfnOutput, Stack } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  type BehaviorOptions,
  CachePolicy,
  Distribution,
  Function as EdgeFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HttpVersion,
  type IKeyValueStore,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { ILogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { VIEWER_IP_HEADER } from '../../../shared/constants';
import { ORIGIN_SECRET_HEADER } from '../../../shared/origin-header';
import {
  contentSecurityPolicyWithoutFrameAncestors,
  EMBED_ORIGINS_EDGE_KEY,
  registrationFrameAncestorsValue,
} from '../../../shared/security-headers';
import { API_DOCS_PAGE, APP_PAGE, REGISTRATION_PAGE } from '../../../shared/web-pages';
import { deployHelperLogGroup } from './helper-log-group';
import { securityHeadersPolicy } from './security-headers';

/** The SPA route of the public registration form, the one page other sites may frame. */
export const REGISTRATION_PATHS = [REGISTRATION_PAGE.pathPrefix, `${REGISTRATION_PAGE.pathPrefix}/*`];
export const API_PATH = '/api/*';

export type WebDistributionProps = {
  domain: string;
  certificateArn: string;
  webBucket: Bucket;
  logBucket: Bucket;
  apiDomainName: string;
  /** The us-east-1 web ACL (stage setting `waf.enabled`); without it no WAF is attached. */
  webAclArn?: string;
  /** Sent to the API in ORIGIN_SECRET_HEADER; the functions refuse requests without it. */
  originSecret: ISecret;
  /** Holds the origins allowed to frame /registration (EMBED_ORIGINS_EDGE_KEY), written by the settings route. */
  edgeStore: IKeyValueStore;
  /** Origins of the data buckets, which the browser talks to directly with presigned URLs. */
  uploadOrigins: readonly string[];
  /** The built SPA (web/dist); when absent the bucket is left as it is. */
  siteDirectory?: string;
  /** How long the upload helper's logs are kept. */
  logRetention: RetentionDays;
};

// Client-side routes have no file extension; they all get the SPA shell. Done on the SPA behaviours only:
// distribution-wide error pages would also turn the API's own 403/404 JSON answers into index.html.
const fallbackTo = (page: string) => `function handler(event) {
  var request = event.request;
  if (!/\\.[A-Za-z0-9]+$/.test(request.uri)) request.uri = '/${page}';
  return request;
}`;
const SPA_FALLBACK = fallbackTo(APP_PAGE.file);
// The registration form is its own light page (shared/web-pages.ts), so a framing site loads only the form.
const REGISTRATION_FALLBACK = fallbackTo(REGISTRATION_PAGE.file);
// The API reference lives beside the API it describes (/api/docs) but is a page of the web build.
const API_DOCS_PAGE_REQUEST = fallbackTo(API_DOCS_PAGE.file);

// API Gateway sees only CloudFront's address; rate limits per client need the viewer's. Any value the
// client sent under this name is overwritten here.
const VIEWER_ADDRESS = `function handler(event) {
  event.request.headers['${VIEWER_IP_HEADER}'] = { value: event.viewer.ip };
  return event.request;
}`;

/**
 * The registration form's viewer-response function: its CSP is the shared one with the frame-ancestors
 * the settings route last wrote to the KeyValueStore (the portal itself and the embed_origins setting),
 * read per request, so a change reaches every edge in seconds without a redeploy. No key (never saved)
 * or a failed read: the portal itself only. No X-Frame-Options: it cannot name other origins, and
 * frame-ancestors overrides it in every browser that knows both.
 */
export function registrationFramingCode(storeId: string, connectSources: readonly string[]): string {
  const policy = contentSecurityPolicyWithoutFrameAncestors(connectSources);
  return `import cf from 'cloudfront';
const store = cf.kvs(${JSON.stringify(storeId)});
const POLICY = ${JSON.stringify(policy)};
const PORTAL_ONLY = ${JSON.stringify(registrationFrameAncestorsValue([]))};
async function handler(event) {
  const response = event.response;
  let sources = PORTAL_ONLY;
  try {
    sources = await store.get(${JSON.stringify(EMBED_ORIGINS_EDGE_KEY)});
  } catch (e) {}
  response.headers['content-security-policy'] = { value: POLICY + '; frame-ancestors ' + sources };
  return response;
}`;
}

/** CloudFront in front of the SPA bucket and the HTTP API, with the portal's security headers. */
export class WebDistribution extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebDistributionProps) {
    super(scope, id);

    const headers = securityHeadersPolicy(this, 'SecurityHeaders', {
      frameAncestors: [],
      connectSources: props.uploadOrigins,
    });
    const embeddableHeaders = securityHeadersPolicy(this, 'EmbeddableSecurityHeaders', {
      frameAncestors: [],
      connectSources: props.uploadOrigins,
      framingByFunction: true,
    });
    const registrationFraming = new EdgeFunction(this, 'RegistrationFraming', {
      code: FunctionCode.fromInline(
        registrationFramingCode(props.edgeStore.keyValueStoreId, props.uploadOrigins),
      ),
      runtime: FunctionRuntime.JS_2_0,
      keyValueStore: props.edgeStore,
      comment: 'CSP of the registration form, framed only by the origins of the embed_origins setting',
    });
    const spaFallback = new EdgeFunction(this, 'SpaFallback', {
      code: FunctionCode.fromInline(SPA_FALLBACK),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves index.html for client-side routes',
    });

    const viewerAddress = new EdgeFunction(this, 'ViewerAddress', {
      code: FunctionCode.fromInline(VIEWER_ADDRESS),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Passes the viewer address to the API for per-address rate limits',
    });

    const site: BehaviorOptions = {
      origin: S3BucketOrigin.withOriginAccessControl(props.webBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const registrationFallback = new EdgeFunction(this, 'RegistrationFallback', {
      code: FunctionCode.fromInline(REGISTRATION_FALLBACK),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves registration.html for the embeddable registration form',
    });
    const registration: BehaviorOptions = {
      ...site,
      responseHeadersPolicy: embeddableHeaders,
      functionAssociations: [
        { function: registrationFallback, eventType: FunctionEventType.VIEWER_REQUEST },
        { function: registrationFraming, eventType: FunctionEventType.VIEWER_RESPONSE },
      ],
    };
    const apiDocsPage = new EdgeFunction(this, 'ApiDocsPage', {
      code: FunctionCode.fromInline(API_DOCS_PAGE_REQUEST),
      runtime: FunctionRuntime.JS_2_0,
      comment: 'Serves api-docs.html, the reference of /api/openapi.json',
    });
    const apiDocs: BehaviorOptions = {
      ...site,
      functionAssociations: [{ function: apiDocsPage, eventType: FunctionEventType.VIEWER_REQUEST }],
    };
    const api: BehaviorOptions = {
      origin: new HttpOrigin(props.apiDomainName, {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
        // A dynamic reference ({{resolve:secretsmanager:…}}): CloudFormation resolves it at deploy time,
        // so the value is in no template. It replaces any header of that name a viewer sends.
        customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.secretValue.unsafeUnwrap() },
      }),
      // A redirect would turn a POST into a GET; API clients must use HTTPS from the start.
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // The API's own host name must reach API Gateway; cookies, the bearer header and query strings pass through.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      functionAssociations: [{ function: viewerAddress, eventType: FunctionEventType.VIEWER_REQUEST }],
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Vrijwilligersportaal ${props.domain}`,
      domainNames: [props.domain],
      certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
      minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America and Europe only: the members are in Belgium, and it is the cheapest class.
      priceClass: PriceClass.PRICE_CLASS_100,
      defaultRootObject: 'index.html',
      defaultBehavior: site,
      additionalBehaviors: {
        // Before /api/*: CloudFront takes the first behaviour whose pattern fits.
        [API_DOCS_PAGE.path]: apiDocs,
        [API_PATH]: api,
        ...Object.fromEntries(REGISTRATION_PATHS.map((path) => [path, registration])),
      },
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason: 'Members and families may travel; there is no country to block. Access is governed by login.',
      },
    ]);
    if (!props.webAclArn)
      NagSuppressions.addResourceSuppressions(this.distribution, [
        {
          id: 'AwsSolutions-CFR2',
          reason:
            'WAF is a stage setting (waf.enabled), off by default: it costs more than the rest of the stack for ~200 users. Public and password routes have their own API throttles, and login/reset are rate limited per account and address in the handlers (ARCHITECTURE §5).',
        },
      ]);

    if (props.siteDirectory)
      this.deploySite(props.siteDirectory, props.webBucket, deployHelperLogGroup(this, props.logRetention));

    new CfnOutput(this, 'DistributionDomainName', {
      description: `Point a CNAME (or alias) for ${props.domain} here`,
      value: this.distribution.distributionDomainName,
    });
  }

  private deploySite(directory: string, bucket: Bucket, logGroup: ILogGroup) {
    // Hashed file names never change content: cache them for a year and keep old ones for open browser tabs.
    const assets = join(directory, 'assets');
    const assetDeployment = existsSync(assets)
      ? new BucketDeployment(this, 'SiteAssets', {
          sources: [Source.asset(assets)],
          destinationBucket: bucket,
          destinationKeyPrefix: 'assets/',
          cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
          prune: false,
          logGroup,
        })
      : undefined;
    // index.html and unhashed public files must be revalidated so a deploy is seen at once.
    const shell = new BucketDeployment(this, 'SiteShell', {
      sources: [Source.asset(directory, { exclude: ['assets', 'assets/**'] })],
      destinationBucket: bucket,
      cacheControl: [CacheControl.fromString('no-cache')],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      logGroup,
    });
    // The new shell may only point at assets that are already there.
    if (assetDeployment) shell.node.addDependency(assetDeployment);
    suppressBucketDeploymentFindings(Stack.of(this));
  }
}

// BucketDeployment's provider is a singleton created by aws-cdk-lib at stack level, outside this construct.
function suppressBucketDeploymentFindings(stack: Stack) {
  const providers = stack.node.children.filter((child) =>
    child.node.id.startsWith('Custom::CDKBucketDeployment'),
  );
  for (const provider of providers) {
    NagSuppressions.addResourceSuppressions(
      provider,
      [
        {
          id: 'AwsSolutions-IAM4',
          reason:
            "aws-cdk-lib's BucketDeployment provider runs only during deploys; its role is built by CDK.",
          appliesTo: [
            'Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole',
          ],
        },
        {
          id: 'AwsSolutions-IAM5',
          reason:
            "aws-cdk-lib's BucketDeployment provider copies the SPA from CDK's asset bucket to the web bucket: it needs every object of both, and CDK writes the policy.",
        },
        {
          id: 'AwsSolutions-L1',
          reason:
            "The BucketDeployment provider's runtime is chosen by aws-cdk-lib, which updates it with the library.",
        },
      ],
      true,
    );
  }
}
