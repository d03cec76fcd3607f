import { Provider } from 'react-redux';
import { TestIntro } from '../features/intro/test-intro';
import { isTestKind } from '../features/intro/test-kind';
import { addMemoryTestTranslations } from '../locales';
import { store } from '../store';

addMemoryTestTranslations();

export default function MemoryTest({ kind }: { kind?: unknown }) {
  return (
    <Provider store={store}>
      <TestIntro kind={isTestKind(kind) ? kind : 'forMyself'} />
    </Provider>
  );
}
