import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazyPage';

const Page = () => null;

describe('lazyPage', () => {
  it('loads the module once however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ Page }));
    const LazyPage = lazyPage(load, 'Page');
    await Promise.all([LazyPage.preload(), LazyPage.preload()]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not keep a failed load, so the next one tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ Page });
    const LazyPage = lazyPage(load as () => Promise<{ Page: typeof Page }>, 'Page');
    await expect(LazyPage.preload()).rejects.toThrow('offline');
    await expect(LazyPage.preload()).resolves.toEqual({ Page });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
