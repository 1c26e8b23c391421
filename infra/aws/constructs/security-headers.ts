import { Duration } from 'aws-cdk-lib';
import { HeadersFrameOption, HeadersReferrerPolicy, ResponseHeadersPolicy } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

export type ContentSecurityPolicyOptions = {
  /** Origins allowed to frame the page; empty means nobody may. */
  frameAncestors: readonly string[];
  /** Extra origins the page may fetch from besides its own (the data buckets, for presigned uploads). */
  connectSources: readonly string[];
};

export function contentSecurityPolicy({
  frameAncestors,
  connectSources,
}: ContentSecurityPolicyOptions): string {
  return [
    "default-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "img-src 'self' data: blob:",
    // antd's CSS-in-JS injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** CSP, HSTS, nosniff and referrer policy for every answer of the distribution. */
export function securityHeadersPolicy(scope: Construct, id: string, options: ContentSecurityPolicyOptions) {
  const isEmbeddable = options.frameAncestors.length > 0;
  return new ResponseHeadersPolicy(scope, id, {
    comment: isEmbeddable ? 'Security headers, embeddable by the configured origins' : 'Security headers',
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: contentSecurityPolicy(options), override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      referrerPolicy: {
        referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
      // X-Frame-Options cannot name several origins; for the embeddable page CSP frame-ancestors alone decides.
      ...(isEmbeddable ? {} : { frameOptions: { frameOption: HeadersFrameOption.DENY, override: true } }),
    },
  });
}
