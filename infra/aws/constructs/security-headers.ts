import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import {
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
  type SecurityHeaderOptions,
  securityHeaders,
} from '../../../shared/security-headers';

export type SecurityHeadersPolicyOptions = SecurityHeaderOptions & {
  /**
   * Leave Content-Security-Policy and X-Frame-Options to a viewer-response function (the registration
   * form's, whose frame-ancestors come from a setting): a policy that set them too would race it.
   */
  framingByFunction?: boolean;
};

/** The shared policy (shared/security-headers.ts) as a CloudFront response-headers policy. */
export function securityHeadersPolicy(scope: Construct, id: string, options: SecurityHeadersPolicyOptions) {
  const headers = securityHeaders(options);
  const csp = headers['Content-Security-Policy'];
  const frameOption = headers['X-Frame-Options'];
  if (headers['Referrer-Policy'] !== REFERRER_POLICY || (frameOption && frameOption !== 'DENY'))
    throw new Error('shared/security-headers.ts names a value this construct does not map');
  return new ResponseHeadersPolicy(scope, id, {
    comment: options.framingByFunction
      ? 'Security headers; the edge function adds CSP and framing from the embed_origins setting'
      : 'Security headers',
    securityHeadersBehavior: {
      ...(options.framingByFunction || !csp
        ? {}
        : { contentSecurityPolicy: { contentSecurityPolicy: csp, override: true } }),
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_MAX_AGE_SECONDS),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      ...(options.framingByFunction || !frameOption
        ? {}
        : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
    },
  });
}
