import picker from '../../locales/nl/picker.json';
import { specMessages } from './messages';

const at = (path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], picker);

it("has a Dutch text for each of spec 2's picker messages", () => {
  for (const key of Object.keys(specMessages)) {
    const text = at(key);
    expect(typeof text).toBe('string');
    expect((text as string).length).toBeGreaterThan(10);
  }
  expect(at('Messages.NotAuthorized')).toMatch(/^Niet bevoegd/);
});
