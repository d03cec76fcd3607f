import { MemoryTestCta as Cta, type MemoryTestCtaProps } from '../features/cta/memory-test-cta';
import { addMemoryTestTranslations } from '../locales';

addMemoryTestTranslations();

/** The memory-test call to action and the homepage banner's fixed item, for mf-content's blocks. */
export default function MemoryTestCta(props: MemoryTestCtaProps) {
  return <Cta {...props} />;
}
