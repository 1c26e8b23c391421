import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildPortal, builtSite, sharedPortal } from './support/portal';

describe('SPA upload', () => {
  it('uploads hashed assets as immutable and the shell as no-cache, then invalidates CloudFront', () => {
    const { stack } = buildPortal({ siteDirectory: builtSite() });
    const deployments = Object.values(
      Template.fromStack(stack).findResources('Custom::CDKBucketDeployment'),
    ).map((resource) => resource.Properties);

    expect(deployments).toHaveLength(2);
    const assets = deployments.find((each) => each.DestinationBucketKeyPrefix === 'assets/');
    const shell = deployments.find((each) => each.DestinationBucketKeyPrefix === undefined);
    expect(assets?.SystemMetadata).toEqual({ 'cache-control': 'public, max-age=31536000, immutable' });
    expect(assets?.Prune).toBe(false);
    expect(shell?.SystemMetadata).toEqual({ 'cache-control': 'no-cache' });
    expect(shell?.DistributionPaths).toEqual(['/*']);
  });

  it('leaves the web bucket alone when the SPA has not been built', () => {
    const { stack } = sharedPortal();
    Template.fromStack(stack).resourceCountIs('Custom::CDKBucketDeployment', 0);
  });
});
