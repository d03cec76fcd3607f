import { useLocation } from '@alz/shared/router';
import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import MemoryTest from './exposes/memory-test';

function Standalone() {
  const { pathname } = useLocation();
  return <MemoryTest kind={pathname.startsWith('/geheugentest/ander') ? 'forOthers' : 'forMyself'} />;
}

mountStandalone(<Standalone />);
