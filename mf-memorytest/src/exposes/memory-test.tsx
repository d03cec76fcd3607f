import { TestIntro } from '../features/intro/test-intro';
import { isTestKind } from '../features/intro/test-kind';
import { addMemoryTestTranslations } from '../locales';

addMemoryTestTranslations();

export default function MemoryTest({ kind }: { kind?: unknown }) {
  return <TestIntro kind={isTestKind(kind) ? kind : 'forMyself'} />;
}
