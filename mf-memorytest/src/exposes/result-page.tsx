import { Provider } from 'react-redux';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { ResultPage as Result } from '../features/result/result-page';
import { addMemoryTestTranslations } from '../locales';
import { store } from '../store';

addMemoryTestTranslations();

/** The page kind of memory_test_result_page nodes. */
export default function ResultPage({ node }: PageKindProps) {
  return (
    <Provider store={store}>
      <Result node={node} />
    </Provider>
  );
}
