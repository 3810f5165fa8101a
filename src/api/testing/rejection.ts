import { expect } from 'vitest';
import { ApiError } from '../errors';

/** The ApiError a call rejects with; a call that resolves, or rejects otherwise, fails the test. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to reject');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
