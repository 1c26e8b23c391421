import { describe, expect, it } from 'vitest';
import { setExpression } from '../../functions/repositories/set-expression';

describe('setExpression', () => {
  it('sets every field through a name placeholder, so reserved words need no care', () => {
    // Act
    const parts = setExpression({ state: 'completed', statusCode: 201 });

    // Assess
    expect(parts).toEqual({
      UpdateExpression: 'SET #state = :state, #statusCode = :statusCode',
      ExpressionAttributeNames: { '#state': 'state', '#statusCode': 'statusCode' },
      ExpressionAttributeValues: { ':state': 'completed', ':statusCode': 201 },
    });
  });

  it('leaves undefined fields out and keeps null ones', () => {
    // Act
    const parts = setExpression({ status: 'sent', messageId: undefined, error: null });

    // Assess
    expect(parts.UpdateExpression).toBe('SET #status = :status, #error = :error');
    expect(parts.ExpressionAttributeValues).toEqual({ ':status': 'sent', ':error': null });
  });

  it('refuses an update without fields', () => {
    // Act and assess
    expect(() => setExpression({ finishedAt: undefined })).toThrow();
  });
});
