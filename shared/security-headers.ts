/**
 * The portal's security headers: one policy for every answer, read by CloudFront's response-headers
 * policies and the registration form's edge function (infra/aws) and by the local server
 * (infra/local) for its pages, assets and `/api/*` answers, so what `npm start` sends is what AWS sends.
 */

export type SecurityHeaderOptions = {
  /** Origins allowed to frame the answer; empty means nobody may (and X-Frame-Options says DENY too). */
  frameAncestors: readonly string[];
  /** Origins the page may fetch from besides its own: the data buckets, which take presigned uploads. */
  connectSources: readonly string[];
};

/** Two years, as HSTS preload lists ask. Browsers ignore the header on plain http (the local server). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Every directive but frame-ancestors, which depends on the page (only /registration may be framed,
 * by the origins of the `embed_origins` setting). No `data:` fonts and no 'unsafe-eval': pdf.js is told
 * to need neither (web/src/features/signing), so the signing screen works under exactly this policy.
 */
export function contentSecurityPolicyWithoutFrameAncestors(connectSources: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // antd's CSS-in-JS writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // The logo arrives as a data URL; pdf.js and image previews draw from blob: URLs.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connectSources].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The frame-ancestors source list: the allowed origins, or 'none'. */
export const frameAncestorsSources = (origins: readonly string[]) =>
  origins.length > 0 ? origins.join(' ') : "'none'";

export function contentSecurityPolicy({ frameAncestors, connectSources }: SecurityHeaderOptions): string {
  return `${contentSecurityPolicyWithoutFrameAncestors(connectSources)}; frame-ancestors ${frameAncestorsSources(frameAncestors)}`;
}

/** The headers of one answer, by their canonical names. */
export function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    // X-Frame-Options cannot name several origins: where some may frame, frame-ancestors alone decides.
    ...(options.frameAncestors.length > 0 ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

/**
 * Who may frame the registration form: the portal itself (Instellingen → Formulieren shows it in a
 * preview frame) and the origins of the `embed_origins` setting.
 */
export const registrationFrameAncestors = (embedOrigins: readonly string[]) => ["'self'", ...embedOrigins];

/** The `embed_origins` setting as stored (one origin per line) as a list; nothing stored is nobody. */
export const embedOriginsOf = (stored: string | null | undefined): string[] =>
  (stored ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The key of CloudFront's KeyValueStore that holds the frame-ancestors sources of /registration, as
 * `registrationFrameAncestorsValue` writes them. A KeyValueStore value holds at most 1 KB, so the
 * setting's schema keeps the list within EDGE_VALUE_MAX_CHARS.
 */
export const EMBED_ORIGINS_EDGE_KEY = 'embed-origins';
export const EDGE_VALUE_MAX_CHARS = 1000;

/** The frame-ancestors sources of /registration for the `embed_origins` setting's origins. */
export const registrationFrameAncestorsValue = (embedOrigins: readonly string[]) =>
  frameAncestorsSources(registrationFrameAncestors(embedOrigins));
