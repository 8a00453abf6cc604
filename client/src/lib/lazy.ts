import {
  createElement,
  lazy,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type FunctionComponent,
} from "react";

// Code that the first paint does not need (dialogs, forms, schemas, results, other pages) is split into chunks that
// load on first use: the landing page's JavaScript at first paint stays under 120 KB compressed
// (docs/decisions/010-lean-first-page.md).

export type PreloadableComponent<P> = FunctionComponent<P> & {
  /** Starts loading the chunk (on hover or focus of the button that will show it); safe to call many times. */
  preload: () => Promise<unknown>;
  /** Whether the chunk is in: the component then renders at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * React.lazy for a named export, with preload() to start the download before the component renders. An instance
 * mounted once the chunk is in renders the component directly rather than through React.lazy, so it never
 * suspends: a Suspense fallback would be revealed after React's reveal timer, which a test's paused clock holds
 * back. A failed download is not kept, so the next preload tries again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are inferred from the loaded component
export function lazyNamed<C extends ComponentType<any>>(
  load: () => Promise<C>,
): PreloadableComponent<ComponentProps<C>> {
  let loaded: C | undefined;
  let pending: Promise<C> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  function LazyNamed(props: ComponentProps<C>) {
    // Chosen once per instance: switching from the lazy wrapper to the loaded component on a later render is a
    // new element type, so React would remount everything below and lose its state (a finished analysis
    // vanished when the user's data arrived after the analyze form had mounted through React.lazy).
    const [type] = useState<C | typeof Suspending>(() => loaded ?? Suspending);
    return createElement(type, props);
  }
  return Object.assign(LazyNamed, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * True from the first render where `value` is true, for good: a lazy dialog mounts when first opened and then
 * stays mounted, so its closing (focus return, exit animation) works like any other dialog's.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeenTrue, setHasBeenTrue] = useState(value);
  if (value && !hasBeenTrue) setHasBeenTrue(true);
  return hasBeenTrue || value;
}

/**
 * For a lazy dialog: true once `isWanted` has been true and its chunk is in (fetched then, if no hover did it
 * before), and from then on. Mounted only then, the dialog never suspends; it appears as its chunk arrives. A
 * chunk that cannot be fetched is mounted anyway, so that its error reaches the error boundary.
 */
export function useLazyMount(component: PreloadableComponent<never>, isWanted: boolean): boolean {
  const hasBeenWanted = useHasBeenTrue(isWanted);
  const [isReady, setIsReady] = useState(component.isLoaded);
  useEffect(() => {
    if (!hasBeenWanted || isReady) return;
    let isCurrent = true;
    const settle = () => {
      if (isCurrent) setIsReady(true);
    };
    component.preload().then(settle, settle);
    return () => {
      isCurrent = false;
    };
  }, [component, hasBeenWanted, isReady]);
  return hasBeenWanted && isReady;
}

/**
 * Runs `callback` once the browser is idle after the first paint (at the latest after `timeoutMs`), for code
 * the page shows below the fold; returns a cancel function. Safari has no requestIdleCallback: a short timer.
 */
export function whenIdle(callback: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
