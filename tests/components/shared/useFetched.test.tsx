import { act, renderHook, waitFor } from '@testing-library/react';
import { useFetched } from '@/components/shared/useFetched';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('useFetched', () => {
  it('asks nothing while the key is null', () => {
    const fetcher = jest.fn();
    const { result } = renderHook(() => useFetched(null, fetcher));
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toBeUndefined();
  });

  it('keeps the last answer while the next key loads, and drops an answer that comes too late', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred(), c: deferred() };
    const fetcher = jest.fn((key: string) => answers[key]!.promise);
    const { result, rerender } = renderHook(({ key }) => useFetched(key, fetcher), { initialProps: { key: 'a' } });
    await act(async () => answers.a!.resolve('A'));
    expect(result.current).toBe('A');
    rerender({ key: 'b' });
    expect(result.current).toBe('A');
    rerender({ key: 'c' });
    await act(async () => answers.c!.resolve('C'));
    await act(async () => answers.b!.resolve('B'));
    expect(result.current).toBe('C');
  });

  it('asks again when the window regains focus, if told to, and keeps the answer when a refresh fails', async () => {
    const fetcher = jest.fn().mockResolvedValueOnce('first').mockResolvedValueOnce('second').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useFetched('/session', fetcher, { refreshOnFocus: true }));
    await waitFor(() => expect(result.current).toBe('first'));
    await act(async () => void window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(result.current).toBe('second'));
    await act(async () => void window.dispatchEvent(new Event('focus')));
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(result.current).toBe('second');
  });
});
