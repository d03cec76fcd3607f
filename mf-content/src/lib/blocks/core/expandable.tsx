import { defineBlock } from '../block-definition';
import { ExpandableList } from '../expandable/expandable-list';
import { toExpandable } from '../expandable/expandable-model';

export const expandableBlock = defineBlock({
  bundle: 'expandable',
  transform: toExpandable,
  Component: ExpandableList,
});
