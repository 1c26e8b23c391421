import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGE, loadStageConfig, STAGE_NAMES, stageConfigSchema } from '../../infra/aws/config';
import { contentSecurityPolicy } from '../../shared/security-headers';

describe('stage configuration', () => {
  it('parses every configured stage and defaults to prod', () => {
    expect(DEFAULT_STAGE).toBe('prod');
    for (const stage of STAGE_NAMES) expect(loadStageConfig(stage).stage).toBe(stage);
  });

  it('names the stage and the field when a value is wrong', () => {
    expect(() => loadStageConfig('nope')).toThrow(/Unknown stage "nope"/);
    const { stage: _stage, ...fields } = loadStageConfig('prod');
    const check = (change: object) => stageConfigSchema.safeParse({ ...fields, ...change }).success;
    expect(check({})).toBe(true);
    expect(check({ domian: 'typo.example.org' })).toBe(false);
    // Who may frame /registration is the embed_origins setting now, not a deploy-time list.
    expect(check({ embedOrigins: ['https://www.example.org'] })).toBe(false);
    expect(check({ retentionDays: { ...fields.retentionDays, logs: 42 } })).toBe(false);
    expect(check({ certificateArn: 'arn:aws:acm:eu-west-1:111111111111:certificate/abc' })).toBe(false);
    expect(check({ mail: { from: 'not-an-address', identity: 'domain' } })).toBe(false);
  });
});

describe('content security policy', () => {
  it("forbids framing with 'none' when no origin may embed", () => {
    const csp = contentSecurityPolicy({ frameAncestors: [], connectSources: [] });
    expect(csp).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
        "frame-ancestors 'none'",
    );
  });

  it('lists the embedding origins and the upload origins', () => {
    const csp = contentSecurityPolicy({
      frameAncestors: ['https://a.example', 'https://b.example'],
      connectSources: ['https://files.s3.eu-west-1.amazonaws.com'],
    });
    expect(csp).toContain('frame-ancestors https://a.example https://b.example');
    expect(csp).toContain("connect-src 'self' https://files.s3.eu-west-1.amazonaws.com");
  });
});
