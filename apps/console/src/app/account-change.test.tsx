import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../lib/api-client';
import { clearToken, setToken } from '../lib/auth-token';
import { queryClient } from './query-client';

describe('another account in the same console tab (audit CI9)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    queryClient.clear();
  });

  it('forgets what the previous account read, on sign-out and on another sign-in', () => {
    const seed = () => {
      queryClient.setQueryData(['notices', 'merchant', 'unread'], { total: 4 });
      queryClient.setQueryData(['chat', '/api/merchant/chat', 'unread'], { total: 2 });
      queryClient.setQueryData(['merchant', 'shop', 'profile'], { name: 'TechZone Official Store' });
    };
    setToken('tok-a');
    seed();
    clearToken();
    expect(queryClient.getQueryData(['notices', 'merchant', 'unread'])).toBeUndefined();
    expect(queryClient.getQueryData(['chat', '/api/merchant/chat', 'unread'])).toBeUndefined();
    setToken('tok-a');
    seed();
    setToken('tok-b');
    expect(queryClient.getQueryData(['notices', 'merchant', 'unread'])).toBeUndefined();
    expect(queryClient.getQueryData(['merchant', 'shop', 'profile'])).toBeUndefined();
  });

  it('shows no answer asked for the previous account once another one signed in', async () => {
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify({ code: 200, message: '', data: { total: 4 } })));
          }),
      ),
    );
    setToken('tok-a');
    const asked = apiGet<{ total: number }>('/api/merchant/notices/unread');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    setToken('tok-b');
    release();
    await expect(asked).rejects.toThrow('The account changed while this was asked');
  });
});
