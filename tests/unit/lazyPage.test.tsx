import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, lazySlot } from '@/src/lib/lazyPage';

const Screen = () => <h1>The screen</h1>;

describe('lazyPage', () => {
  it('loads its code once, on first render or when preloaded', async () => {
    const load = vi.fn(async () => ({ default: Screen }));
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(<Page />);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a preloaded screen at once, without suspending', async () => {
    const Page = lazyPage(async () => ({ default: Screen }));
    await Page.preload();
    render(<Page />);
    // Synchronously: no fallback, no waiting for a promise.
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('renders a screen not yet loaded once its code arrives', async () => {
    let arrive: (module: { default: typeof Screen }) => void = () => {};
    const Page = lazyPage(() => new Promise(resolve => (arrive = resolve)));
    render(<Page />);
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive({ default: Screen }));
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeTruthy();
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ default: Screen });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeTruthy();
  });
});

describe('lazySlot', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

  it('gives its props to the component, drawn at once once preloaded', async () => {
    const load = vi.fn(async () => ({ default: Greeting }));
    const Slot = lazySlot(load);
    await Slot.preload();
    render(<Slot name="Asha" />);
    expect(screen.getByText('Hello Asha')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws the component not yet loaded once its code arrives, with its props', async () => {
    let arrive: (module: { default: typeof Greeting }) => void = () => {};
    const Slot = lazySlot<{ name: string }>(() => new Promise(resolve => (arrive = resolve)));
    render(<Slot name="Ravi" />);
    expect(screen.queryByText('Hello Ravi')).toBeNull();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('Hello Ravi')).toBeTruthy();
  });
});
