import { lazy, type ComponentType, type ReactNode } from 'react';

/** A component whose code is on its way, as a chunk still loading, until the test releases it. */
export interface HeldCode {
  /** Renders the held component: suspends until `release`, then shows what it was given. */
  Component: ComponentType;
  /** Holds the code again, as on a new page (a new chunk load): call it before each test. */
  hold: () => void;
  /** Lets the code arrive. */
  release: () => void;
}

/**
 * For a module mocked with `jest.mock` whose component loads on demand: the mock renders
 * `<mockCode.Component />` (jest lets a mock factory reach variables named `mock…`), and the test
 * holds and releases its code.
 */
export function heldCode(content: ReactNode): HeldCode {
  let Held: ComponentType = () => null;
  const code: HeldCode = {
    Component: () => <Held />,
    hold: () => {
      const arrived = new Promise<void>((resolve) => (code.release = resolve));
      Held = lazy(() => arrived.then(() => ({ default: () => content })));
    },
    release: () => undefined,
  };
  code.hold();
  return code;
}
