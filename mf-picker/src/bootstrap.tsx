import { mountStandalone } from '@alz/shared/ui/mount-standalone';
import ImagePicker from './exposes/image-picker';

mountStandalone(<ImagePicker />);
