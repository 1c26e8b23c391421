import {
  DeleteObjectCommand,
  ListObjectVersionsCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteObjectWithVersions } from '../../functions/storage/object-versions';

/** An erasure in a versioned bucket (AWS): every stored version of the key goes, not only the newest. */
const s3 = mockClient(S3Client);
afterEach(() => s3.reset());

const deletedVersions = () =>
  s3.commandCalls(DeleteObjectCommand).map((call) => [call.args[0].input.Key, call.args[0].input.VersionId]);

describe('deleting a file for good', () => {
  it('deletes every version and delete marker of the key, over pages, and nothing of a key that only starts the same', async () => {
    // Prepare
    s3.on(ListObjectVersionsCommand, { KeyMarker: undefined })
      .resolves({
        IsTruncated: true,
        NextKeyMarker: 'receipts/a.pdf',
        NextVersionIdMarker: 'v2',
        Versions: [
          { Key: 'receipts/a.pdf', VersionId: 'v3' },
          { Key: 'receipts/a.pdf', VersionId: 'v2' },
        ],
        DeleteMarkers: [{ Key: 'receipts/a.pdf', VersionId: 'm1' }],
      })
      .on(ListObjectVersionsCommand, { KeyMarker: 'receipts/a.pdf' })
      .resolves({
        IsTruncated: false,
        Versions: [
          { Key: 'receipts/a.pdf', VersionId: 'v1' },
          { Key: 'receipts/a.pdf.bak', VersionId: 'x1' },
        ],
      });
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    await deleteObjectWithVersions('files', 'receipts/a.pdf');

    // Assess
    expect(deletedVersions()).toEqual([
      ['receipts/a.pdf', 'v3'],
      ['receipts/a.pdf', 'v2'],
      ['receipts/a.pdf', 'm1'],
      ['receipts/a.pdf', 'v1'],
    ]);
  });

  it('deletes the key plainly where the store keeps no versions (the local stand-in refuses the listing)', async () => {
    // Prepare
    s3.on(ListObjectVersionsCommand).rejects(
      new S3ServiceException({
        name: 'MethodNotAllowed',
        $fault: 'client',
        $metadata: { httpStatusCode: 405 },
      }),
    );
    s3.on(DeleteObjectCommand).resolves({});

    // Act
    await deleteObjectWithVersions('files', 'receipts/b.pdf');

    // Assess
    expect(deletedVersions()).toEqual([['receipts/b.pdf', undefined]]);
  });
});
