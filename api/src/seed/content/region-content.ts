import type { NodeRow } from '../../types/wire';
import type { Region } from './regions';

/** Services, highlights, dementia information and "over de regio" pages of the regions. */
export function buildRegionContent(_regions: Region[]): NodeRow[] {
  return [];
}
