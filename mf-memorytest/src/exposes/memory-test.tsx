import { Provider } from 'react-redux';
import { TestPage } from '../features/test/test-page';
import { isTestKind } from '../lib/test-kind';
import { addMemoryTestTranslations } from '../locales';
import { store } from '../store';

addMemoryTestTranslations();

/** The memory test of one kind (the shell's fixed routes `/geheugentest/zelf` and `/ander`). */
export default function MemoryTest({ kind }: { kind?: unknown }) {
  return (
    <Provider store={store}>
      <TestPage key={String(kind)} kind={isTestKind(kind) ? kind : 'forMyself'} />
    </Provider>
  );
}
